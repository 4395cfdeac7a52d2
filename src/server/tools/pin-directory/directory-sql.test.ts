import { describe, expect, it } from 'vitest';
import { directoryInserts } from './directory-sql';

describe('directoryInserts', () => {
  it("quotes names with an apostrophe and separates statements as Drizzle's migrator splits them", () => {
    const entries = Array.from({ length: 1001 }, (_, i) => ({
      pin: 110001 + i,
      district: "St. Mary's",
      states: ['Delhi' as const],
      offices: ["D'Souza Colony", 'Janpath'],
    }));
    const sql = directoryInserts(entries);
    const statements = sql.split('--> statement-breakpoint');
    expect(statements).toHaveLength(2);
    expect(statements[1]).toContain(
      `(111001,'St. Mary''s',ARRAY['Delhi'],ARRAY['D''Souza Colony','Janpath']);`,
    );
  });
});
