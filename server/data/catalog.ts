/**
 * The vocabulary of the fictional company "Brightwave Labs": departments, offices and role
 * names the generator draws from. Non-ASCII names are here on purpose, so search, sorting and
 * rendering are exercised with real-world text.
 */

import type { EmploymentType, Office, Workplace } from './types.js';

export const COMPANY = 'Brightwave Labs';
export const CAREERS_BASE_URL = 'https://careers.example.com/jobs';

/** `country_code` is ISO 3166-1 alpha-2, the country of the office's city. */
export const OFFICES: readonly Office[] = [
  { name: 'Berlin HQ', city: 'Berlin', country_code: 'DE' },
  { name: 'München', city: 'München', country_code: 'DE' },
  { name: 'Paris', city: 'Paris', country_code: 'FR' },
  { name: 'London', city: 'London', country_code: 'GB' },
  { name: 'New York', city: 'New York', country_code: 'US' },
  { name: 'Toronto', city: 'Toronto', country_code: 'CA' },
  { name: '東京オフィス', city: '東京', country_code: 'JP' },
  { name: 'São Paulo', city: 'São Paulo', country_code: 'BR' },
];

export const DEPARTMENT_ROLES: Readonly<Record<string, readonly string[]>> = {
  Engineering: [
    'Software Engineer, Frontend',
    'Software Engineer, Backend',
    'Site Reliability Engineer',
    'Engineering Manager, Platform',
    'Mobile Engineer (iOS)',
    'Mobile Engineer (Android)',
    'Security Engineer',
    'Staff Engineer, Payments',
  ],
  Design: ['Product Designer', 'UX Researcher', 'Brand Designer', 'Design Systems Lead', 'Content Designer'],
  Product: ['Product Manager, Growth', 'Product Manager, Integrations', 'Technical Product Manager', 'Product Operations Lead'],
  Sales: ['Account Executive', 'Sales Development Representative', 'Solutions Engineer', 'Enterprise Account Director'],
  Marketing: ['Product Marketing Manager', 'Content Marketing Lead', 'Lifecycle Marketing Specialist', 'Events Manager'],
  'Customer Success': ['Customer Success Manager', 'Support Specialist', 'Implementation Consultant', 'Onboarding Lead'],
  Finance: ['Financial Analyst', 'Accountant', 'Revenue Operations Analyst', 'Payroll Specialist'],
  People: ['Talent Partner', 'People Operations Generalist', 'Learning & Development Lead', 'Recruiting Coordinator'],
  Legal: ['Commercial Counsel', 'Privacy Counsel', 'Legal Operations Specialist'],
  Data: ['Data Engineer', 'Data Scientist', 'Analytics Engineer', 'Machine Learning Engineer'],
};

export const SENIORITIES: readonly string[] = ['', '', 'Junior ', 'Senior ', 'Senior ', 'Lead ', 'Principal '];

/** Weighted: most posts are remote or hybrid, as on a typical tech career page. */
export const WORKPLACES: readonly Workplace[] = ['remote', 'remote', 'hybrid', 'hybrid', 'hybrid', 'on_site', 'on_site'];

export const EMPLOYMENT_TYPES: readonly EmploymentType[] = [
  'full_time',
  'full_time',
  'full_time',
  'full_time',
  'part_time',
  'contract',
  'internship',
  'temporary',
];

/**
 * Posts that every data set contains, whatever the seed: non-ASCII titles, a very long title and
 * the `flexible` workplace, so UI and search tests always have them to find.
 */
export const FIXED_POSTS: readonly {
  title: string;
  department: string;
  office: string;
  workplace: Workplace;
  employmentType: EmploymentType;
}[] = [
  { title: 'Ingénieur·e logiciel', department: 'Engineering', office: 'Paris', workplace: 'hybrid', employmentType: 'full_time' },
  {
    title: 'Entwickler für Zahlungssysteme (München)',
    department: 'Engineering',
    office: 'München',
    workplace: 'on_site',
    employmentType: 'full_time',
  },
  {
    title: '東京オフィス カスタマーサクセス担当',
    department: 'Customer Success',
    office: '東京オフィス',
    workplace: 'hybrid',
    employmentType: 'full_time',
  },
  {
    title: 'Analista de Dados Sênior (São Paulo)',
    department: 'Data',
    office: 'São Paulo',
    workplace: 'remote',
    employmentType: 'contract',
  },
  {
    title: 'Chargé·e de communication événementielle',
    department: 'Marketing',
    office: 'Paris',
    workplace: 'flexible',
    employmentType: 'part_time',
  },
  {
    title:
      'Senior Staff Software Engineer, Distributed Systems and Developer Platform Infrastructure for Real-Time Payments, Ledgers, Reconciliation and Compliance Reporting across Europe, North America and Asia-Pacific',
    department: 'Engineering',
    office: 'Berlin HQ',
    workplace: 'remote',
    employmentType: 'full_time',
  },
];

export const FIRST_NAMES: readonly string[] = [
  'Amélie', 'Jürgen', 'Zoë', 'Björn', 'Chloé', 'Søren', 'Ana', 'João', 'Mateus', 'Léa', 'Noah', 'Olivia', 'Liam',
  'Emma', 'Yuki', 'Haruto', 'Sakura', 'Aarav', 'Priya', 'Fatima', 'Omar', 'Ingrid', 'Łukasz', 'Zofia', 'Tomás',
  'Inês', 'Maya', 'Ethan', 'Grace', 'Kwame', 'Amara', 'Ravi', 'Mei', 'Elif', 'Jonas', 'Hanna',
];

export const LAST_NAMES: readonly string[] = [
  'Müller', 'Schmidt', 'Dubois', 'Lefèvre', 'García', 'Núñez', 'Silva', 'Gonçalves', 'Tanaka', 'Satō', 'Suzuki',
  'Smith', 'Johnson', 'Brown', 'Nguyen', 'Kowalski', 'Nowak', 'Andersen', 'Østergaard', 'Öztürk', 'Patel',
  'Sharma', 'Okafor', 'Mensah', 'Chen', 'Wang', 'Rossi', 'Bianchi', 'Ivanova', 'Novák',
];

export const CANDIDATE_STAGES: readonly string[] = [
  'application_review',
  'recruiter_screen',
  'technical_interview',
  'onsite',
  'offer',
  'hired',
  'rejected',
];
