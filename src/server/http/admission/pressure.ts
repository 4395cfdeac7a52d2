/**
 * How hard the instance is pressed now, as load-shedding.ts samples it. `expensive`: uploads,
 * drawings and PDFs are refused (pages get the shell); `overloaded`: everything but catalogue
 * reads, pages, built files and health checks is refused too, and readiness answers 503 so the
 * balancer sends shoppers to another instance. Its own file: what reads it (AppDeps) need not
 * load the sampler.
 */
export type Pressure = 'calm' | 'expensive' | 'overloaded';
