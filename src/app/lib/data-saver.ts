interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The shopper asked to save data, or the connection is 2G: no autoplay, lighter pictures. */
export function prefersLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !!connection && (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''));
}
