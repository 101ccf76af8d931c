import type { ReactNode } from 'react';
import { careersBoard, PAGE_TITLE } from './careers/board';
import { HeadTags } from './careers/head-tags';

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The same render as the page's (React's cache): its head goes here.
  const board = await careersBoard();
  return (
    <html lang="en">
      <head>
        {/* The board's head: title, canonical, Open Graph; a job's JSON-LD; a closed job's noindex. */}
        {board ? <HeadTags html={board.head} /> : <title>{PAGE_TITLE}</title>}
      </head>
      <body style={{ maxWidth: '52rem', margin: '0 auto', padding: '1.5rem 1rem', fontFamily: 'system-ui, sans-serif' }}>
        <h1>{PAGE_TITLE}</h1>
        {children}
      </body>
    </html>
  );
}
