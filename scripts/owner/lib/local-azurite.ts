// The local Azurite the owner commands use when no connection string is set, as `npm start` runs
// it: the emulator's published account and key (no secret), on TABLE_PORT.
export const HOST = '127.0.0.1';
/** Azurite's table service for `npm start` and the owner commands' default connection. */
export const TABLE_PORT = Number(process.env.TABLE_PORT ?? 10002);
export const DEV_ACCOUNT = 'devstoreaccount1';
export const DEV_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export const tableEndpoint = (port: number) => `http://${HOST}:${port}/${DEV_ACCOUNT}`;
export const devConnectionString = (port: number) =>
  `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};` +
  `TableEndpoint=${tableEndpoint(port)};`;
