/**
 * Builds the HTML description of a job post: paragraphs, headings and lists, as real ATSs send.
 * The company they describe is the demo's (demo/index.html): keep the two telling the same story.
 */

import { COMPANY } from './catalog.js';
import type { Random } from './random.js';
import type { Office, Workplace } from './types.js';

const INTROS: readonly string[] = [
  `${COMPANY} makes the scheduling tools that clinics, schools and workshops run on. We are a team of 240 people across eight offices.`,
  `At ${COMPANY} we care about calm, well-documented work: written proposals, few meetings and long stretches of focus.`,
  `More than 30,000 clinics, schools and workshops plan their days with ${COMPANY}. We are growing, and this team is at the heart of it.`,
];

const RESPONSIBILITIES: readonly string[] = [
  'Own projects from the first sketch to the release and beyond',
  'Work closely with design, product and customer success',
  'Write clear proposals and review your colleagues’ work with care',
  'Measure the impact of what you ship and share what you learn',
  'Mentor teammates and help us hire people better than ourselves',
  'Improve the way we work, one small change at a time',
  'Talk to customers every month to understand their problems',
];

const REQUIREMENTS: readonly string[] = [
  'Several years of experience in a similar role',
  'Excellent written communication in English',
  'Comfort with ambiguity and a bias for simple solutions',
  'Experience working with distributed teams',
  'Curiosity about how clinics, schools and workshops work',
  'A portfolio, repository or writing sample you are proud of',
];

const BENEFITS: readonly string[] = [
  '30 days of paid holiday, plus local public holidays',
  'A yearly learning budget of €1,500',
  'Parental leave of 20 weeks at full pay',
  'A home-office budget and a new laptop of your choice',
  'Company equity for every permanent employee',
];

const WORKPLACE_TEXT: Readonly<Record<Workplace, string>> = {
  remote: 'This role is fully remote within three hours of Central European Time.',
  hybrid: 'This role is hybrid: two days a week in the office, the rest wherever you work best.',
  on_site: 'This role is based in the office, where the team works together every day.',
  flexible: 'This role is flexible: choose each quarter between remote, hybrid and office work.',
};

/** Titles such as "Learning & Development Lead" must not break the markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

export function describePost(
  random: Random,
  post: { title: string; department: string; offices: readonly Office[]; workplace: Workplace },
): string {
  const where = escapeHtml(post.offices.map((office) => office.city).join(', '));
  return [
    `<p>${random.pick(INTROS)}</p>`,
    `<p>As our new <strong>${escapeHtml(post.title)}</strong> in the ${escapeHtml(post.department)} team (${where}), you will help shape what comes next.</p>`,
    '<h3>What you will do</h3>',
    list(random.sample(RESPONSIBILITIES, 4)),
    '<h3>What we are looking for</h3>',
    list(random.sample(REQUIREMENTS, 3)),
    '<h3>What we offer</h3>',
    list(random.sample(BENEFITS, 3)),
    `<p>${WORKPLACE_TEXT[post.workplace]}</p>`,
  ].join('\n');
}
