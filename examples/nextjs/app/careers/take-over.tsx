'use client';
import { useEffect } from 'react';

/**
 * Loads the package in the browser: it registers <job-board>, which takes the server's markup
 * over from the data embedded in it, with no API request and no visible change.
 */
export function TakeOver() {
  useEffect(() => {
    void import('job-board-element');
  }, []);
  return null;
}
