/** The device's reduced-motion setting (PLAT-12): no spin, no fade. */
export const reducedMotion = (): boolean => typeof matchMedia !== "undefined" && matchMedia("(prefers-reduced-motion: reduce)").matches;
