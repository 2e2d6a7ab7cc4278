// Builds the machine-readable facts about the consultant and each page that search engines read.
import type { Graph, Service, Thing } from 'schema-dts';
import type { Tab } from '@/lib/tabs';

type Owner = {
  name: string;
  jobTitle: string;
  companyName: string;
  networkUrl: string;
  bookingUrl: string;
  siteUrl: string;
  areaServed: string;
};

type OfferedService = { label: string; description: { type: string; text: string }[] };

export type PageFacts = {
  type: Tab['schemaType'];
  pageUrl: string;
  name: string;
  language: string;
  languages: readonly string[];
  owner: Owner;
  /** Absolute URLs: a crawler reads the graph apart from the page. */
  image: string;
  description: string;
  knowsAbout: string[];
  services: OfferedService[];
};

/** Every `@id` the graph points to is defined in it: a crawler reads a page alone. */
export function pageJsonLd(facts: PageFacts): Graph {
  const { owner, pageUrl, type } = facts;
  const person = { '@id': `${owner.siteUrl}/#person` };
  const website = { '@id': `${owner.siteUrl}/#website` };
  const services: Service[] = facts.services.map((service) => ({
    '@type': 'Service',
    name: service.label,
    description: service.description.find((block) => block.type === 'text')?.text,
    provider: person,
    areaServed: { '@type': 'Country', name: owner.areaServed },
    offers: { '@type': 'Offer', url: owner.bookingUrl },
  }));
  const graph: Thing[] = [
    {
      '@type': type,
      '@id': pageUrl,
      url: pageUrl,
      name: facts.name,
      inLanguage: facts.language,
      isPartOf: website,
      ...(type === 'ProfilePage' ? { mainEntity: person } : { about: person }),
    },
    {
      '@type': 'WebSite',
      ...website,
      name: owner.companyName,
      url: `${owner.siteUrl}/`,
      inLanguage: [...facts.languages],
    },
    {
      '@type': 'Person',
      ...person,
      name: owner.name,
      jobTitle: owner.jobTitle,
      url: `${owner.siteUrl}/`,
      image: facts.image,
      description: facts.description,
      knowsAbout: facts.knowsAbout,
      knowsLanguage: [...facts.languages],
      sameAs: [owner.networkUrl],
    },
    ...services,
  ];
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** `<` escaped, so no text can close the script element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
