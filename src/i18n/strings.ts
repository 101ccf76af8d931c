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
  /** `<job-board-search>`'s label when the page sets none. */
  searchLabel: string;
  /** `<job-board-workplace-filter>`'s label when the page sets none. */
  workplaceLabel: string;
  /**
   * Words for the API's values (workplace, employment type, status), by value: `on_site` → "On
   * site". A value missing here is humanised (`part_time` → "Part time"), never dropped.
   */
  values: Record<string, string>;
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
  searchLabel: 'Search jobs',
  workplaceLabel: 'Workplace',
  // English is what humanising gives; listed so a site sees every value it can override.
  values: {
    remote: 'Remote',
    hybrid: 'Hybrid',
    on_site: 'On site',
    flexible: 'Flexible',
    full_time: 'Full time',
    part_time: 'Part time',
    contract: 'Contract',
    temporary: 'Temporary',
    internship: 'Internship',
    open: 'Open',
    closed: 'Closed',
  },
};

// Complete tables (not Partial), so a text added to the English one cannot be forgotten here.
const germanStrings: JobBoardStrings = {
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
  errorSetup: 'Diese Stellenbörse ist nicht richtig eingerichtet, daher können keine Stellen angezeigt werden.',
  errorInvalidToken: 'Der Zugangsschlüssel dieser Stellenbörse ist ungültig, daher können keine Stellen angezeigt werden.',
  errorNotEnabled: 'Stellenanzeigen sind für diese Website noch nicht freigeschaltet.',
  errorScope: 'Dem Zugangsschlüssel dieser Stellenbörse fehlt die Berechtigung „{scope}“, daher können keine Stellen angezeigt werden.',
  errorNetwork: 'Die Stellen konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
  errorTimeout: 'Die Stellen haben zu lange gebraucht. Bitte versuchen Sie es erneut.',
  errorRateLimited: 'Die Stellenbörse ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
  errorUnavailable: 'Die Stellen sind vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
  errorBadResponse: 'Die Antwort der Stellenbörse war unlesbar. Bitte versuchen Sie es erneut.',
  errorUnknown: 'Beim Laden der Stellen ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  searchLabel: 'Stellen suchen',
  workplaceLabel: 'Arbeitsort',
  values: {
    remote: 'Remote',
    hybrid: 'Hybrid',
    on_site: 'Vor Ort',
    flexible: 'Flexibel',
    full_time: 'Vollzeit',
    part_time: 'Teilzeit',
    contract: 'Befristet',
    temporary: 'Zeitarbeit',
    internship: 'Praktikum',
    open: 'Offen',
    closed: 'Geschlossen',
  },
};

const frenchStrings: JobBoardStrings = {
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
  errorSetup: 'Ce site d’offres n’est pas configuré correctement : les offres ne peuvent pas être affichées.',
  errorInvalidToken: 'La clé d’accès de ce site d’offres n’est pas valide : les offres ne peuvent pas être affichées.',
  errorNotEnabled: 'Les offres d’emploi ne sont pas encore activées pour ce site.',
  errorScope: 'Il manque à la clé d’accès de ce site d’offres l’autorisation « {scope} » : les offres ne peuvent pas être affichées.',
  errorNetwork: 'Impossible de joindre les offres. Vérifiez votre connexion et réessayez.',
  errorTimeout: 'Les offres ont mis trop de temps à répondre. Veuillez réessayer.',
  errorRateLimited: 'Le service des offres est très sollicité. Veuillez réessayer dans un instant.',
  errorUnavailable: 'Les offres sont momentanément indisponibles. Veuillez réessayer plus tard.',
  errorBadResponse: 'Les offres ont envoyé une réponse illisible. Veuillez réessayer.',
  errorUnknown: 'Une erreur est survenue lors du chargement des offres. Veuillez réessayer.',
  searchLabel: 'Rechercher une offre',
  workplaceLabel: 'Mode de travail',
  values: {
    remote: 'Télétravail',
    hybrid: 'Hybride',
    on_site: 'Sur site',
    flexible: 'Flexible',
    full_time: 'Temps plein',
    part_time: 'Temps partiel',
    contract: 'CDD',
    temporary: 'Intérim',
    internship: 'Stage',
    open: 'Ouvert',
    closed: 'Fermé',
  },
};

const builtIn: Record<string, JobBoardStrings> = { de: germanStrings, fr: frenchStrings };

/**
 * The complete set of texts for a language, with the site's overrides on top; `values` is merged
 * value by value, so overriding one keeps the others.
 */
export function resolveStrings(lang: string, overrides: Partial<JobBoardStrings> = {}): JobBoardStrings {
  const table = builtIn[lang.toLowerCase().split('-')[0] ?? ''];
  return { ...englishStrings, ...table, ...overrides, values: { ...englishStrings.values, ...table?.values, ...overrides.values } };
}

/** The language an element's texts are in: its own `lang`, its nearest ancestor's, the page's. */
export function languageOf(element: Element): string {
  return element.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || navigator.language;
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A label the page set itself: undefined when it is empty or still the element's English default,
 * so the built-in text of the element's language shows instead.
 */
export function ownText(value: string | null | undefined, englishDefault: string): string | undefined {
  const text = value?.trim();
  return text && text !== englishDefault ? text : undefined;
}
