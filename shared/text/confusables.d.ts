/** Unicode's confusables data (UTS #39, confusables.txt 13.0.0) as the `unhomoglyph` package ships it: code point → prototype. */
declare module "unhomoglyph/data.json" {
  const prototypes: Record<string, string>;
  export default prototypes;
}
