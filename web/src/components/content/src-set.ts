/**
 * Drops srcset candidates wider than the file behind them. next/image lists
 * every configured width up to 3840 px, but its optimiser never enlarges: a
 * 960 px thumb asked for at 2048w comes back 960 px wide. Keeping the first
 * candidate at or above the source width (the source itself, in effect) and
 * nothing beyond it leaves the browser the same choice in half the markup,
 * which every page carries twice (HTML and RSC payload).
 */
export function capSrcSet(srcSet: string | undefined, sourceWidth: number): string | undefined {
  if (!srcSet) return srcSet;
  const kept: string[] = [];
  for (const candidate of srcSet.split(", ")) {
    kept.push(candidate);
    const width = Number(/ (\d+)w$/.exec(candidate)?.[1]);
    if (width >= sourceWidth) break;
  }
  return kept.join(", ");
}
