import { jsonForScript, profilePageJsonLd, webPageJsonLd } from './structured-data';

const person = {
  name: 'Jan',
  jobTitle: 'Consultant',
  networkUrl: 'https://network.example.com/jan',
  bookingUrl: 'https://booking.example.com/jan',
  siteUrl: 'https://www.example.com',
  companyName: 'Jan Consultancy',
  areaServed: 'Belgium',
};

const data = profilePageJsonLd({
  person,
  pageUrl: 'https://www.example.com/en/',
  language: 'en',
  languages: ['nl', 'en', 'fr'],
  knowsAbout: ['SharePoint', 'Power Apps'],
  services: [
    {
      label: 'Reviews',
      description: [
        { type: 'listitem', text: 'x' },
        { type: 'text', text: 'An independent review.' },
      ],
    },
  ],
});

it('describes a ProfilePage whose main entity is the person', () => {
  const [page, who] = data['@graph'];
  expect(page).toMatchObject({
    '@type': 'ProfilePage',
    mainEntity: { '@id': 'https://www.example.com/#person' },
  });
  expect(who).toMatchObject({
    '@type': 'Person',
    '@id': 'https://www.example.com/#person',
    name: 'Jan',
    jobTitle: 'Consultant',
    knowsAbout: ['SharePoint', 'Power Apps'],
    knowsLanguage: ['nl', 'en', 'fr'],
    sameAs: ['https://network.example.com/jan'],
  });
});

it('offers each service by that person in the country served, bookable online', () => {
  expect(data['@graph'][2]).toEqual({
    '@type': 'Service',
    name: 'Reviews',
    description: 'An independent review.',
    provider: { '@id': 'https://www.example.com/#person' },
    areaServed: { '@type': 'Country', name: 'Belgium' },
    offers: { '@type': 'Offer', url: 'https://booking.example.com/jan' },
  });
});

it('describes another page as part of the website, about the same person', () => {
  expect(
    webPageJsonLd({
      type: 'ContactPage',
      person,
      pageUrl: 'https://www.example.com/nl/contact/',
      name: 'Contact',
      language: 'nl',
    }),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    '@id': 'https://www.example.com/nl/contact/',
    url: 'https://www.example.com/nl/contact/',
    name: 'Contact',
    inLanguage: 'nl',
    isPartOf: {
      '@type': 'WebSite',
      '@id': 'https://www.example.com/#website',
      url: 'https://www.example.com',
      name: 'Jan Consultancy',
    },
    about: { '@id': 'https://www.example.com/#person' },
  });
});

it('never lets content close the script element', () => {
  expect(jsonForScript({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  expect(JSON.parse(jsonForScript({ text: '</script>' }))).toEqual({ text: '</script>' });
});
