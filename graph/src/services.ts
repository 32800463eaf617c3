import { composeServices, type Registry, type UnmetNeeds } from './core/feature';
import { features } from './features';

/** The per-request service registry: each service is built on first use with that request's deps. */
export type Services = Registry<typeof features>;
export const createServices = composeServices<Services>(features);

/** Fails to compile when a feature needs a service the registry lacks or types otherwise (it names the feature). */
export const allNeedsMet: [UnmetNeeds<typeof features>] extends [never] ? true : UnmetNeeds<typeof features> = true;
