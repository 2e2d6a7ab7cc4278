import { jsonForScript, pageJsonLd, type PageFacts } from './structured-data';

const facts: PageFacts = {
  type: 'ProfilePage',
  pageUrl: 'https://www.example.com/en/',
  name: 'Jan Consultancy',
  language: 'en',
  languages: ['nl', 'en'],
  owner: {
    name: 'Jan',
    jobTitle: 'Consultant',
    networkUrl: 'https://network.example.com/jan',
    bookingUrl: 'https://booking.example.com/jan',
    siteUrl: 'https://www.example.com',
    companyName: 'Jan Consultancy',
    areaServed: 'Belgium',
  },
  image: 'https://www.example.com/images/jan.svg',
  description: 'I build what is needed.',
  knowsAbout: ['SharePoint'],
  services: [
    {
      label: 'Reviews',
      description: [
        { type: 'listitem', text: 'x' },
        { type: 'text', text: 'An independent review.' },
      ],
    },
  ],
};

it('describes Home as the person’s profile on the website, with the services they offer', () => {
  expect(pageJsonLd(facts)['@graph']).toEqual([
    expect.objectContaining({
      '@type': 'ProfilePage',
      isPartOf: { '@id': 'https://www.example.com/#website' },
      mainEntity: { '@id': 'https://www.example.com/#person' },
    }),
    expect.objectContaining({
      '@type': 'WebSite',
      name: 'Jan Consultancy',
      inLanguage: ['nl', 'en'],
    }),
    expect.objectContaining({
      '@type': 'Person',
      image: 'https://www.example.com/images/jan.svg',
      description: 'I build what is needed.',
      sameAs: ['https://network.example.com/jan'],
    }),
    {
      '@type': 'Service',
      name: 'Reviews',
      description: 'An independent review.',
      provider: { '@id': 'https://www.example.com/#person' },
      areaServed: { '@type': 'Country', name: 'Belgium' },
      offers: { '@type': 'Offer', url: 'https://booking.example.com/jan' },
    },
  ]);
});

it('says another page is about the person', () => {
  const [page] = pageJsonLd({ ...facts, type: 'ContactPage', services: [] })['@graph'];
  expect(page).toMatchObject({ about: { '@id': 'https://www.example.com/#person' } });
});

it('never lets content close the script element', () => {
  expect(jsonForScript({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  expect(JSON.parse(jsonForScript({ text: '</script>' }))).toEqual({ text: '</script>' });
});
