/**
 * Small checks for JSON bodies. Each failure is a 400 ERR_INVALID_PARAMETER whose message names
 * the offending field, so whoever sent it can fix it without reading the server's code.
 */

import { invalidParameter } from './errors.js';
import type { JsonObject } from './respond.js';

/** Refuses fields we do not know: a typo such as `envelop` must not be silently ignored. */
export function onlyFields(where: string, object: JsonObject, allowed: readonly string[]): void {
  const unknown = Object.keys(object).find((field) => !allowed.includes(field));
  if (unknown !== undefined) {
    throw invalidParameter(`${where}${unknown} is not a known field; expected one of: ${allowed.join(', ')}.`);
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectField(name: string, value: unknown): JsonObject {
  if (!isObject(value)) throw invalidParameter(`${name} must be a JSON object.`);
  return value;
}

export function optionalString(name: string, value: unknown, maxLength = 500): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParameter(`${name} must be a string.`);
  if (value.length > maxLength) throw invalidParameter(`${name} must be at most ${maxLength} characters long.`);
  return value;
}

export function optionalOneOf<T extends string>(name: string, value: unknown, options: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    throw invalidParameter(`${name} must be one of: ${options.join(', ')}.`);
  }
  return value as T;
}

export function optionalInteger(name: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw invalidParameter(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

export function optionalBoolean(name: string, value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalidParameter(`${name} must be true or false.`);
  return value;
}

export function optionalArray(name: string, value: unknown, maxLength: number): unknown[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidParameter(`${name} must be an array.`);
  if (value.length > maxLength) throw invalidParameter(`${name} must have at most ${maxLength} items.`);
  return value;
}
