import type { School } from '../../shared/contract/schemas'

/** A small NCES-style school table for the zip lookup of sign-up (§2.11). Fictional ids. */
export const SCHOOLS: readonly School[] = [
  { ncesId: '062271003230', name: 'Lincoln High School', city: 'Los Angeles', state: 'CA', zip: '90031' },
  {
    ncesId: '062271003231',
    name: 'Abraham Lincoln Middle School',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90031',
  },
  {
    ncesId: '062271003232',
    name: 'Griffin Avenue Elementary',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90031',
  },
  {
    ncesId: '062271003233',
    name: 'Wilson Senior High School',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90031',
  },
  { ncesId: '530771001120', name: 'Garfield High School', city: 'Seattle', state: 'WA', zip: '98122' },
  { ncesId: '530771001121', name: 'Washington Middle School', city: 'Seattle', state: 'WA', zip: '98122' },
  { ncesId: '530771001122', name: 'Nova High School', city: 'Seattle', state: 'WA', zip: '98122' },
  { ncesId: '530771001123', name: 'Leschi Elementary School', city: 'Seattle', state: 'WA', zip: '98122' },
  { ncesId: '481623001410', name: 'Austin High School', city: 'Austin', state: 'TX', zip: '78703' },
  { ncesId: '481623001411', name: 'O. Henry Middle School', city: 'Austin', state: 'TX', zip: '78703' },
  { ncesId: '481623001412', name: 'Casis Elementary School', city: 'Austin', state: 'TX', zip: '78703' },
  { ncesId: '481623001413', name: 'Bryker Woods Elementary', city: 'Austin', state: 'TX', zip: '78703' },
  { ncesId: '360007702870', name: 'Stuyvesant High School', city: 'New York', state: 'NY', zip: '10282' },
  { ncesId: '360007702871', name: 'P.S. 89 Liberty School', city: 'New York', state: 'NY', zip: '10282' },
  {
    ncesId: '360007702872',
    name: 'I.S. 289 Hudson River Middle',
    city: 'New York',
    state: 'NY',
    zip: '10282',
  },
  {
    ncesId: '170993000650',
    name: 'Lane Tech College Prep High School',
    city: 'Chicago',
    state: 'IL',
    zip: '60618',
  },
  { ncesId: '170993000651', name: 'Schurz High School', city: 'Chicago', state: 'IL', zip: '60618' },
  {
    ncesId: '170993000652',
    name: 'Avondale-Logandale Elementary',
    city: 'Chicago',
    state: 'IL',
    zip: '60618',
  },
  { ncesId: '170993000653', name: 'Budlong Elementary School', city: 'Chicago', state: 'IL', zip: '60618' },
  { ncesId: '120039000210', name: 'Miami Senior High School', city: 'Miami', state: 'FL', zip: '33135' },
  { ncesId: '120039000211', name: 'Shenandoah Middle School', city: 'Miami', state: 'FL', zip: '33135' },
  { ncesId: '120039000212', name: 'Riverside Elementary School', city: 'Miami', state: 'FL', zip: '33135' },
  { ncesId: '080336000560', name: 'East High School', city: 'Denver', state: 'CO', zip: '80206' },
  { ncesId: '080336000561', name: 'Morey Middle School', city: 'Denver', state: 'CO', zip: '80206' },
  { ncesId: '080336000562', name: 'Teller Elementary School', city: 'Denver', state: 'CO', zip: '80206' },
  { ncesId: '080336000563', name: 'Bromwell Elementary School', city: 'Denver', state: 'CO', zip: '80206' },
  { ncesId: '390438003010', name: 'Walnut Hills High School', city: 'Cincinnati', state: 'OH', zip: '45207' },
  {
    ncesId: '390438003011',
    name: 'Withrow University High School',
    city: 'Cincinnati',
    state: 'OH',
    zip: '45207',
  },
  { ncesId: '390438003012', name: 'Evanston Academy', city: 'Cincinnati', state: 'OH', zip: '45207' },
  { ncesId: '390438003013', name: 'Hyde Park School', city: 'Cincinnati', state: 'OH', zip: '45207' },
]

/** The school of an NCES id, when the table has it. */
export function schoolById(ncesId: string): School | undefined {
  return SCHOOLS.find((school) => school.ncesId === ncesId)
}

export function schoolsByZip(zip: string): School[] {
  return SCHOOLS.filter((school) => school.zip === zip)
}
