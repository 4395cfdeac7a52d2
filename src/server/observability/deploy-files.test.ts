import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from '../test/test-app';
import { POSTGRES_ONLY_SERIES } from './shop-metrics';

/**
 * The operator's files of deploy/observability: the alert rules as `promtool check rules` reads
 * them (structure, durations, a runbook section per alert), the Grafana dashboard's structure,
 * and every series either names is one the app serves, so a renamed metric fails here rather
 * than leave a panel empty and an alert silent.
 */
const DIR = new URL('../../../deploy/observability/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, DIR), 'utf8');

let t: TestApp;
let served: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  const text = (await t.app.inject({ url: '/metrics' })).body;
  served = new Set(POSTGRES_ONLY_SERIES);
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    served.add(name!);
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_count', '_sum']) served.add(`${name}${suffix}`);
  }
  // Prometheus' own series of each target.
  served.add('up');
});
afterAll(() => t.close());

/** Identifiers of a PromQL expression that name series (not functions, labels or keywords). */
function seriesIn(expr: string): string[] {
  const withoutStrings = expr.replace(/"[^"]*"/g, '""').replace(/\{[^}]*\}/g, '{}');
  const names = withoutStrings.match(/[a-zA-Z_:][\w:]*(?=\s*(\{|\[|\)|$|\s*[><=!]))/g) ?? [];
  const notSeries = new Set(['by', 'without', 'le', 'and', 'or', 'unless', 'bool', 'on']);
  return names.filter((name) => (!notSeries.has(name) && /_/.test(name)) || name === 'up');
}

const DURATION = /^\d+(ms|s|m|h|d|w|y)$/;

describe('deploy/observability/alerts.yml', () => {
  const rules = parse(read('alerts.yml')) as {
    groups: { name: string; rules: Record<string, unknown>[] }[];
  };
  const all = rules.groups.flatMap((group) => group.rules);

  it('is a rule file promtool would accept: named groups of alerts with expressions', () => {
    expect(rules.groups.length).toBeGreaterThan(0);
    const names = new Set<string>();
    for (const group of rules.groups) {
      expect(group.name).toMatch(/\S/);
      for (const rule of group.rules) {
        expect(Object.keys(rule).sort()).toEqual(
          expect.arrayContaining(['alert', 'annotations', 'expr', 'labels']),
        );
        for (const key of Object.keys(rule))
          expect(['alert', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations']).toContain(
            key,
          );
        expect(rule.alert).toMatch(/^[A-Za-z_][\w]*$/);
        expect(names.has(rule.alert as string), `${String(rule.alert)} twice`).toBe(false);
        names.add(rule.alert as string);
        if (rule.for !== undefined) expect(rule.for).toMatch(DURATION);
        const expr = rule.expr as string;
        expect(balanced(expr), expr).toBe(true);
        for (const range of expr.matchAll(/\[([^\]]+)\]/g)) expect(range[1]).toMatch(DURATION);
      }
    }
  });

  // Debian's `prometheus` package brings promtool; where it is installed, it has the last word.
  const promtool = spawnSync('promtool', ['--version']).status === 0;
  it.skipIf(!promtool)('passes promtool check rules and check config', () => {
    for (const args of [
      ['check', 'rules', 'alerts.yml'],
      ['check', 'config', 'prometheus.yml'],
    ]) {
      const checked = spawnSync('promtool', args, { cwd: fileURLToPath(DIR), encoding: 'utf8' });
      expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    }
  });

  it('covers 5xx ratio, p99 latency, shedding, LISTEN down, webhook failures and RUM LCP p75', () => {
    const exprs = all.map((rule) => rule.expr as string).join('\n');
    for (const series of [
      'status_class="5xx"',
      'histogram_quantile(0.99',
      'bazaar_shed_requests_total',
      'bazaar_chat_listen_down_seconds',
      'bazaar_payment_webhook_verifications_total',
      'vital="LCP"',
    ])
      expect(exprs).toContain(series);
  });

  it('gives each alert a runbook section that exists', () => {
    const runbook = read('RUNBOOK.md');
    const anchors = new Set(
      [...runbook.matchAll(/^## (\S+)$/gm)].map((m) => `RUNBOOK.md#${m[1]!.toLowerCase()}`),
    );
    for (const rule of all) {
      const annotations = rule.annotations as Record<string, string>;
      expect(annotations.summary).toMatch(/\S/);
      expect(anchors, String(rule.alert)).toContain(annotations.runbook);
    }
  });

  it('names only series the app serves', () => {
    for (const rule of all)
      for (const name of seriesIn(rule.expr as string)) expect(served, name).toContain(name);
  });
});

describe('deploy/observability/prometheus.yml', () => {
  it('scrapes /metrics of the instances haproxy.cfg balances, with the rules file', () => {
    const config = parse(read('prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: {
        job_name: string;
        metrics_path: string;
        static_configs: { targets: string[] }[];
      }[];
    };
    for (const file of config.rule_files) expect(existsSync(new URL(file, DIR))).toBe(true);
    const [job] = config.scrape_configs;
    expect(job!.job_name).toBe('bazaar');
    expect(job!.metrics_path).toBe('/metrics');
    const servers = [
      ...readFileSync(new URL('../haproxy.cfg', DIR), 'utf8').matchAll(/^\s+server \S+ (\S+)/gm),
    ].map((m) => m[1]);
    expect(job!.static_configs.flatMap((s) => s.targets).sort()).toEqual(servers.sort());
  });
});

describe('deploy/observability/grafana-dashboard.json', () => {
  const dashboard = JSON.parse(read('grafana-dashboard.json')) as {
    title: string;
    uid: string;
    schemaVersion: number;
    templating: { list: { name: string; type: string }[] };
    panels: {
      id: number;
      type: string;
      title: string;
      gridPos: { x: number; y: number; w: number; h: number };
      datasource?: { type: string; uid: string };
      targets?: { refId: string; expr: string }[];
    }[];
  };

  it('has the fields Grafana needs to import it: title, uid, schema version, the data source variable', () => {
    expect(dashboard.title).toMatch(/\S/);
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource' }),
    );
  });

  it('lays out panels with unique ids on the 24-column grid, each query with a ref id', () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(['row', 'timeseries', 'stat', 'gauge', 'heatmap', 'table']).toContain(panel.type);
      const { x, y, w, h } = panel.gridPos;
      expect(x >= 0 && w > 0 && x + w <= 24 && y >= 0 && h > 0, panel.title).toBe(true);
      if (panel.type === 'row') continue;
      expect(panel.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets!.length).toBeGreaterThan(0);
      const refIds = panel.targets!.map((target) => target.refId);
      expect(new Set(refIds).size).toBe(refIds.length);
      for (const target of panel.targets!) expect(balanced(target.expr), target.expr).toBe(true);
    }
  });

  it('charts the series of issue 45 and only series the app serves', () => {
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((target) => target.expr);
    const named = new Set(exprs.flatMap(seriesIn));
    for (const name of named) expect(served, name).toContain(name);
    for (const name of served)
      if (
        name.startsWith('bazaar_') &&
        !/_(sum|count)$/.test(name) &&
        !served.has(`${name}_bucket`)
      )
        expect(
          [...named].some((n) => n === name || n === `${name}_bucket`),
          `${name} on no panel`,
        ).toBe(true);
  });
});

/** Brackets, parentheses and braces open and close in order. */
function balanced(expr: string): boolean {
  const stack: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const c of expr.replace(/"[^"]*"/g, '""')) {
    if ('([{'.includes(c)) stack.push(c);
    else if (c in pairs && stack.pop() !== pairs[c]) return false;
  }
  return stack.length === 0;
}
