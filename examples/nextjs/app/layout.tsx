import type { ReactNode } from 'react';
import { careersBoard } from './careers/board';
import { HeadTags } from './careers/head-tags';

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The same render as the page's (React's cache): its head goes here.
  const board = await careersBoard();
  return (
    <html lang="en">
      <head>
        {/* A job's page takes its title from the board's head; the listing keeps the site's own. */}
        {board?.head.includes('<title') ? null : <title>Careers at Example</title>}
        {board ? <HeadTags html={board.head} /> : null}
      </head>
      <body style={{ maxWidth: '52rem', margin: '0 auto', padding: '1.5rem 1rem', fontFamily: 'system-ui, sans-serif' }}>
        <h1>Careers at Example</h1>
        {children}
      </body>
    </html>
  );
}
