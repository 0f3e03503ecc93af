import { registerEnumType } from '@nestjs/graphql';
import { REQUEST_COMPONENTS, REQUEST_URGENCIES, type RequestComponent, type RequestUrgency } from '@redhope/domain';

/** libs/domain's REQUEST_COMPONENTS as a GraphQL enum (same names and values, REST sends them as they are). */
export const BloodComponentValue = Object.fromEntries(REQUEST_COMPONENTS.map((value) => [value, value])) as { [K in RequestComponent]: K };
registerEnumType(BloodComponentValue, {
  name: 'BloodComponent',
  description: 'What a request needs; who can answer depends on it.',
  valuesMap: {
    RED_CELLS: { description: 'Packed red cells, the usual "blood" (the default).' },
    WHOLE_BLOOD: { description: 'Whole blood: donors of the identical group only.' },
    PLATELETS: { description: 'Single-donor platelets by apheresis: the donor sits 1 to 2 hours at the machine.' },
    PLASMA: { description: 'Plasma: AB gives to everyone, RhD does not matter.' },
    ANY_GROUP: { description: 'A replacement donation: any group, the blood centre issues compatible units in exchange.' },
  },
});

/** libs/domain's REQUEST_URGENCIES as a GraphQL enum. */
export const RequestUrgencyValue = Object.fromEntries(REQUEST_URGENCIES.map((value) => [value, value])) as { [K in RequestUrgency]: K };
registerEnumType(RequestUrgencyValue, {
  name: 'RequestUrgency',
  valuesMap: {
    TODAY: { description: 'Needed today.' },
    WITHIN_3_DAYS: { description: 'Needed within 3 days.' },
    PLANNED: { description: 'A planned transfusion or surgery.' },
  },
});

/** Where a request stands for one viewer: what a notification about it should offer. */
export enum RequestStateForViewer {
  OPEN = 'OPEN',
  HELPED = 'HELPED',
  FULFILLED = 'FULFILLED',
  CLOSED = 'CLOSED',
}
registerEnumType(RequestStateForViewer, {
  name: 'RequestStateForViewer',
  valuesMap: {
    OPEN: { description: 'Active, and the viewer may still offer help.' },
    HELPED: { description: 'Active, and the viewer already offered help.' },
    FULFILLED: { description: 'Fulfilled by its owner.' },
    CLOSED: { description: 'Cancelled, past its date, or no longer shown.' },
  },
});
