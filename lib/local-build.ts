// A build for this machine's Azurite, never deployed: npm start, npm test and the bench make one.

export const LOCAL_VARIABLE = 'CONTACT_TABLE_LOCAL';
