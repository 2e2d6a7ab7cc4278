// A build for this machine's Azurite, never deployed: npm start, npm test and the bench make one.

/** Set to 1 by the commands that build for the local Azurite (start, test, bench, shots). */
export const LOCAL_VARIABLE = 'CONTACT_TABLE_LOCAL';
