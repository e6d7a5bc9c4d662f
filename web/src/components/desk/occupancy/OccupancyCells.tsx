import styles from "./occupancy.module.css";

export interface GridColumn {
  night: string;
  /** The weekday, short. */
  weekday: string;
  /** The month's name, on the first column and each month's first night. */
  month: string | null;
  /** The whole date (the column's title) and its medium form (in the cells' names). */
  title: string;
  name: string;
  weekend: boolean;
}

export interface GridRow {
  id: string;
  name: string;
  /** "5 rooms", and "not on the website" for a draft. */
  detail: string;
  rooms: number;
  /** The cells' names around the night: "{before}{night}{after}". */
  before: string;
  after: string;
  held: number[];
  waiting: number[];
  /** Per night: the closure's index in `closures`, or -1. */
  closed: number[];
}

export interface GridTexts {
  caption: string;
  roomType: string;
  free: string;
  confirmed: string;
  waiting: string;
  closed: string;
}

/**
 * The grid's table, from the counts and texts each formatted once
 * (bench:desk-occupancy); a server component, so the page sends the browser
 * no code for it (the desk's first-load budget). Each cell a plain link to the requests on that night
 * for that type, its name what it shows with words around it for a screen
 * reader (WCAG 2.5.3); Tab walks the cells.
 */
export function OccupancyCells({
  columns,
  rows,
  closures,
  texts,
  requestsPath,
}: {
  columns: GridColumn[];
  rows: GridRow[];
  closures: { id: string; reason: string }[];
  texts: GridTexts;
  requestsPath: string;
}) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby="occupancy-caption" data-testid="occupancy-grid">
      <table className={styles.grid}>
        <caption id="occupancy-caption" className="visually-hidden">
          {texts.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.type}>
              {texts.roomType}
            </th>
            {columns.map((column) => (
              <th key={column.night} scope="col" className={column.weekend ? styles.weekend : undefined} data-night={column.night}>
                {column.month ? <span className={styles.month}>{column.month}</span> : null}
                <abbr title={column.title}>{column.weekday}</abbr> {Number(column.night.slice(8, 10))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-room-type={row.id}>
              <th scope="row" className={styles.type}>
                <bdi>{row.name}</bdi>
                <small>{row.detail}</small>
              </th>
              {columns.map((column, i) => {
                const held = row.held[i] ?? 0;
                const waiting = row.waiting[i] ?? 0;
                const free = Math.max(0, row.rooms - held);
                const closure = closures[row.closed[i] ?? -1];
                const classes = [closure ? styles.closed : "", free === 0 ? styles.full : ""].filter(Boolean).join(" ");
                return (
                  <td key={column.night} className={classes || undefined} data-night={column.night} data-closed={closure?.id}>
                    <a
                      href={`${requestsPath}?from=${column.night}&to=${column.night}&room=${row.id}`}
                      className={styles.cell}
                      title={closure?.reason}
                    >
                      <span className="visually-hidden">{`${row.before}${column.name}${row.after} `}</span>
                      <span className={styles.free}>{free}</span>
                      <span className="visually-hidden">{` ${texts.free} `}</span>
                      <span className={styles.counts}>
                        {held}
                        <span className="visually-hidden">{` ${texts.confirmed} `}</span>
                        <span aria-hidden="true">·</span>
                        {waiting}
                        <span className="visually-hidden">{` ${texts.waiting}`}</span>
                      </span>
                      {closure ? (
                        <span className={styles.closedMark}>
                          {texts.closed}
                          <span className="visually-hidden">{` (${closure.reason})`}</span>
                        </span>
                      ) : null}
                    </a>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
