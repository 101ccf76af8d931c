/**
 * Text folding for searches: case-insensitive, accents and scripts kept ("münchen" finds
 * "München", "東京" finds "東京オフィス"). NFC first, so a decomposed "é" matches a composed one.
 */
export function foldText(text: string): string {
  return text.normalize('NFC').toLowerCase();
}
