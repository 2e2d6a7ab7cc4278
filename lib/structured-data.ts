type Person = {
  name: string;
  jobTitle: string;
  networkUrl: string;
  bookingUrl: string;
  siteUrl: string;
};
type Service = { label: string; description: { type: string; text: string }[] };

/**
 * JSON-LD for Home: a ProfilePage about the consultant, and the visible services offered by
 * that person in the Netherlands, each bookable on the booking page.
 */
export function profilePageJsonLd(input: {
  person: Person;
  pageUrl: string;
  language: string;
  knowsAbout: string[];
  services: Service[];
}) {
  const { person, pageUrl, language, knowsAbout, services } = input;
  const personId = `${person.siteUrl}/#person`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ProfilePage',
        '@id': pageUrl,
        url: pageUrl,
        inLanguage: language,
        mainEntity: { '@id': personId },
      },
      {
        '@type': 'Person',
        '@id': personId,
        name: person.name,
        jobTitle: person.jobTitle,
        url: person.siteUrl,
        knowsAbout,
        knowsLanguage: ['nl', 'en'],
        sameAs: [person.networkUrl],
      },
      ...services.map((service) => ({
        '@type': 'Service',
        name: service.label,
        description: service.description.find((block) => block.type === 'text')?.text,
        provider: { '@id': personId },
        areaServed: { '@type': 'Country', name: 'Netherlands' },
        offers: { '@type': 'Offer', url: person.bookingUrl },
      })),
    ],
  };
}

/** JSON for a script element: `<` is escaped so no text can close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
