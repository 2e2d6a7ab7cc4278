// Builds the machine-readable facts about the consultant and each page that search engines read.
type Person = {
  name: string;
  jobTitle: string;
  companyName: string;
  networkUrl: string;
  bookingUrl: string;
  siteUrl: string;
  areaServed: string;
};

/** The person's node id, which every page's JSON-LD points to. */
const personIdOf = (person: Person) => `${person.siteUrl}/#person`;
type Service = { label: string; description: { type: string; text: string }[] };

/** JSON-LD for Home: a ProfilePage about the consultant, with the services that person offers. */
export function profilePageJsonLd(input: {
  person: Person;
  pageUrl: string;
  language: string;
  /** The languages the person works in: the site's locales. */
  languages: readonly string[];
  knowsAbout: string[];
  services: Service[];
}) {
  const { person, pageUrl, language, languages, knowsAbout, services } = input;
  const personId = personIdOf(person);
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
        knowsLanguage: [...languages],
        sameAs: [person.networkUrl],
      },
      ...services.map((service) => ({
        '@type': 'Service',
        name: service.label,
        description: service.description.find((block) => block.type === 'text')?.text,
        provider: { '@id': personId },
        areaServed: { '@type': 'Country', name: person.areaServed },
        offers: { '@type': 'Offer', url: person.bookingUrl },
      })),
    ],
  };
}

/**
 * JSON-LD for the other pages: the kind of page, part of the consultant's website, about the
 * person that Home describes.
 */
export function webPageJsonLd(input: {
  type: 'AboutPage' | 'ContactPage' | 'WebPage';
  person: Person;
  pageUrl: string;
  name: string;
  language: string;
}) {
  const { type, person, pageUrl, name, language } = input;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': pageUrl,
    url: pageUrl,
    name,
    inLanguage: language,
    isPartOf: {
      '@type': 'WebSite',
      '@id': `${person.siteUrl}/#website`,
      url: person.siteUrl,
      name: person.companyName,
    },
    about: { '@id': personIdOf(person) },
  };
}

/** JSON for a script element: `<` is escaped so no text can close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
