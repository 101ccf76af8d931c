import type { JobBoardStrings } from '../types.js';

/**
 * The built-in Portuguese texts: a complete table (not Partial), so a text added to the English one
 * cannot be forgotten here. Loaded with the other built-in languages (languages/tables.ts) when an element's language is one of them.
 * Worded to read well in Brazil and in Portugal; where the two differ, it is Brazilian Portuguese:
 * "Carregando…" (Portugal: "A carregar…"), "Tempo integral" (Portugal: "Tempo inteiro") and
 * "Publicada semana passada" (Portugal: "na semana passada").
 */
const strings: JobBoardStrings = {
  results: { one: '{count} vaga aberta', many: '{count} vagas abertas', other: '{count} vagas abertas' },
  loading: 'Carregando vagas…',
  empty: 'Nenhuma vaga corresponde à sua pesquisa.',
  retry: 'Tentar novamente',
  previousPage: 'Página anterior',
  nextPage: 'Página seguinte',
  page: 'Página {page}',
  pagination: 'Páginas',
  back: 'Todas as vagas',
  apply: 'Candidatar-se a esta vaga',
  department: 'Departamento',
  offices: 'Local',
  workplace: 'Modelo de trabalho',
  employmentType: 'Tipo de contratação',
  status: 'Situação',
  loadingJob: 'Carregando vaga…',
  jobNotFound: 'Esta vaga já não está aberta. Estas são as nossas vagas abertas.',
  errorSetup: 'Não é possível mostrar as vagas neste momento.',
  errorInvalidToken: 'Não é possível mostrar as vagas neste momento.',
  errorNotEnabled: 'Não é possível mostrar as vagas neste momento.',
  errorScope: 'Não é possível mostrar as vagas neste momento. (Falta a permissão: {scope})',
  errorNetwork: 'Não foi possível carregar as vagas. Verifique a sua conexão e tente novamente.',
  errorTimeout: 'O carregamento das vagas demorou mais do que o esperado. Tente novamente.',
  errorRateLimited: 'O serviço de vagas está sobrecarregado. Tente novamente dentro de instantes.',
  errorUnavailable: 'As vagas estão temporariamente indisponíveis. Tente novamente daqui a pouco.',
  errorBadResponse: 'O serviço de vagas enviou uma resposta que não foi possível ler. Tente novamente.',
  errorUnknown: 'Ocorreu um erro ao carregar as vagas. Tente novamente.',
  searchLabel: 'Pesquisar vagas',
  workplaceLabel: 'Modelo de trabalho',
  allDepartments: 'Todos os departamentos',
  allOffices: 'Todos os locais',
  allEmploymentTypes: 'Todos os tipos de contratação',
  filterOption: '{value} ({count})',
  otherJobs: 'Outras vagas',
  groupsByDepartment: 'Departamentos',
  groupsByOffice: 'Locais',
  more: 'Mostrar mais vagas',
  posted: 'Publicada {time}',
  share: 'Copiar link',
  shared: 'Link copiado',
  shareFallback: 'Copie este link',
  payMore: '+{count} mais',
  pageOf: 'Página {page} de {pages}',
  pagedResults: 'Página {page} de {pages}, {results}',
  filters: 'Filtros',
  filtersActive: 'Filtros ({count})',
  values: {
    remote: 'Remoto',
    hybrid: 'Híbrido',
    on_site: 'Presencial',
    flexible: 'Flexível',
    full_time: 'Tempo integral',
    part_time: 'Tempo parcial',
    contract: 'Prazo determinado',
    temporary: 'Temporário',
    internship: 'Estágio',
    open: 'Aberta',
    closed: 'Encerrada',
  },
};

export default strings;
