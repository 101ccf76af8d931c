/**
 * Every visible text of the board, by name. A site overrides any of them through the board's
 * `strings` property; `lang` picks the built-in table and the number and plural formatting.
 * Placeholders in braces (`{count}`, `{page}`, `{scope}` ...) are filled in by `format()`.
 */

/** A text that depends on a count: one form per plural category, `other` required. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface JobBoardStrings {
  results: PluralText;
  loading: string;
  empty: string;
  retry: string;
  previousPage: string;
  nextPage: string;
  page: string;
  pagination: string;
  back: string;
  apply: string;
  department: string;
  offices: string;
  workplace: string;
  employmentType: string;
  status: string;
  loadingJob: string;
  jobNotFound: string;
  errorSetup: string;
  errorInvalidToken: string;
  errorNotEnabled: string;
  errorScope: string;
  errorNetwork: string;
  errorTimeout: string;
  errorRateLimited: string;
  errorUnavailable: string;
  errorBadResponse: string;
  errorUnknown: string;
}

export const englishStrings: JobBoardStrings = {
  results: { one: '{count} open position', other: '{count} open positions' },
  loading: 'Loading jobs…',
  empty: 'No jobs match your search.',
  retry: 'Try again',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {page}',
  pagination: 'Pages',
  back: 'All jobs',
  apply: 'Apply for this job',
  department: 'Department',
  offices: 'Location',
  workplace: 'Workplace',
  employmentType: 'Employment type',
  status: 'Status',
  loadingJob: 'Loading job…',
  jobNotFound: 'This job is no longer available.',
  errorSetup: 'This job board is not set up correctly, so jobs cannot be shown.',
  errorInvalidToken: 'This job board’s access key is not valid, so jobs cannot be shown.',
  errorNotEnabled: 'Job listings are not enabled for this site yet.',
  errorScope: 'This job board’s access key lacks the permission “{scope}”, so jobs cannot be shown.',
  errorNetwork: 'We could not reach the job listings. Check your connection and try again.',
  errorTimeout: 'The job listings took too long to answer. Please try again.',
  errorRateLimited: 'The job listings are busy right now. Please try again in a moment.',
  errorUnavailable: 'The job listings are temporarily unavailable. Please try again soon.',
  errorBadResponse: 'The job listings sent an answer we could not read. Please try again.',
  errorUnknown: 'Something went wrong while loading the jobs. Please try again.',
};

const germanStrings: Partial<JobBoardStrings> = {
  results: { one: '{count} offene Stelle', other: '{count} offene Stellen' },
  loading: 'Stellen werden geladen…',
  empty: 'Keine Stellen passen zu Ihrer Suche.',
  retry: 'Erneut versuchen',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  page: 'Seite {page}',
  pagination: 'Seiten',
  back: 'Alle Stellen',
  apply: 'Jetzt bewerben',
  department: 'Abteilung',
  offices: 'Standort',
  workplace: 'Arbeitsort',
  employmentType: 'Anstellungsart',
  status: 'Status',
  loadingJob: 'Stelle wird geladen…',
  jobNotFound: 'Diese Stelle ist nicht mehr verfügbar.',
  errorNetwork: 'Die Stellen konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
  errorUnknown: 'Beim Laden der Stellen ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
};

const frenchStrings: Partial<JobBoardStrings> = {
  results: { one: '{count} poste ouvert', other: '{count} postes ouverts' },
  loading: 'Chargement des offres…',
  empty: 'Aucune offre ne correspond à votre recherche.',
  retry: 'Réessayer',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  page: 'Page {page}',
  pagination: 'Pages',
  back: 'Toutes les offres',
  apply: 'Postuler',
  department: 'Équipe',
  offices: 'Lieu',
  workplace: 'Mode de travail',
  employmentType: 'Type de contrat',
  status: 'Statut',
  loadingJob: 'Chargement de l’offre…',
  jobNotFound: 'Cette offre n’est plus disponible.',
  errorNetwork: 'Impossible de joindre les offres. Vérifiez votre connexion et réessayez.',
  errorUnknown: 'Une erreur est survenue lors du chargement des offres. Veuillez réessayer.',
};

const builtIn: Record<string, Partial<JobBoardStrings>> = { de: germanStrings, fr: frenchStrings };

/** The complete set of texts for a language, with the site's overrides on top. */
export function resolveStrings(lang: string, overrides: Partial<JobBoardStrings>): JobBoardStrings {
  const language = lang.toLowerCase().split('-')[0] ?? '';
  return { ...englishStrings, ...builtIn[language], ...overrides };
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
