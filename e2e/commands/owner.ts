// Runs the owner's commands against the commands' test Azurite, with a connection string in the
// environment as the owner would.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { TableClient } from '@azure/data-tables';
import { devConnectionString, devCredential, tableEndpoint } from '../../scripts/dev/azurite';
import { TABLE_PORT } from './storage';

const exec = promisify(execFile);

/** Runs `scripts/<script>.ts`; rejects with { code, stdout, stderr } when it exits non-zero. */
export const ownerCommand = (
  script: string,
  args: string[] = [],
  connectionString = devConnectionString(TABLE_PORT),
  env: Record<string, string> = {},
) =>
  exec('node', ['--import', 'tsx', `scripts/owner/${script}.ts`, ...args], {
    env: { ...process.env, AZURE_STORAGE_CONNECTION_STRING: connectionString, ...env },
  });

/** The contact table of the test Azurite, with the account key (for setting up a test). */
export const ownerTable = () =>
  new TableClient(tableEndpoint(TABLE_PORT), 'contact', devCredential(), {
    allowInsecureConnection: true,
  });
