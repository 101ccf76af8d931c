import type { JobBoardStrings } from '../strings.js';

/**
 * The built-in French texts: a complete table (not Partial), so a text added to the English one
 * cannot be forgotten here. Loaded as a chunk of its own when an element's language is French.
 */
const strings: JobBoardStrings = {
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

export default strings;
