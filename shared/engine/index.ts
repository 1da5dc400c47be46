export * from "./contract";
export { Rng, type RngState } from "./rng";
export { Transition, begin, copyState, type EventParams } from "./transition";
