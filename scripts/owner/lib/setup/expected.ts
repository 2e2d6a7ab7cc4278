// What the owner's setup should hold: the environments with their secrets, and the variables.

/** An environment, the secrets it alone holds, and whether main only; optional ones marked. */
export const ENVIRONMENTS = [
  { name: 'production', secrets: ['AZURE_STATIC_WEB_APPS_API_TOKEN'], mainOnly: true },
  { name: 'production-build', secrets: ['CONTACT_TABLE_URL'], mainOnly: true },
  { name: 'notify', secrets: ['NOTIFY_CONNECTION_STRING'], mainOnly: true },
  { name: 'purge', secrets: ['PURGE_CONNECTION_STRING'], mainOnly: true },
  { name: 'preview?', secrets: ['PREVIEW_STATIC_WEB_APPS_TOKEN'], mainOnly: false },
  { name: 'preview-build?', secrets: ['PREVIEW_CONTACT_TABLE_URL?'], mainOnly: false },
] as const;

/** The repository variables the workflows read; those marked optional may be left unset. */
export const VARIABLES = [
  'NOTICE_ISSUE',
  'CONTACT_SAS_EXPIRES',
  'PREVIEW_SAS_EXPIRES?',
  'CONTACT_TABLE_HOST?',
];
