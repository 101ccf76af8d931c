import type { JobBoardStrings } from '../strings.js';

/**
 * The built-in German texts: a complete table (not Partial), so a text added to the English one
 * cannot be forgotten here. Loaded as a chunk of its own when an element's language is German.
 */
const strings: JobBoardStrings = {
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

export default strings;
