export * from "./limits";
export * from "./messages";
export * from "./relay";
export * from "./sdp";
export * from "./access";
export * from "./wire";
