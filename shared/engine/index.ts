export * from "./contract";
export * from "./content";
export { Rng, type RngState } from "./rng";
export { Transition, begin, copyState, type EventParams } from "./transition";
export { tagsOf } from "./replay";
