/**
 * What the board's controls (search, workplace filter, filter) share about their texts, in a
 * module of its own so it comes with their chunks rather than with the board's entry.
 */
import type { LanguageController } from '../controllers/language-controller.js';

/**
 * A label the page set itself: undefined when it is empty or still the element's English default,
 * so the built-in text of the element's language shows instead.
 */
export function ownText(value: string | null | undefined, englishDefault: string): string | undefined {
  const text = value?.trim();
  return text && text !== englishDefault ? text : undefined;
}

/** The control's update completion (`complete`), once no table is loading and the render it brings is done. */
export async function textsSettled(texts: LanguageController, complete: () => Promise<boolean>): Promise<boolean> {
  let result = await complete();
  while (texts.loading) {
    await texts.loading;
    result = await complete();
  }
  return result;
}
