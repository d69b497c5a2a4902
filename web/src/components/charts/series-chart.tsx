import { useId } from 'react';
import styled from 'styled-components';
import { LinePath, AreaClosed, Bar } from '@visx/shape';
import { scaleLinear } from '@visx/scale';

/*
 * Charts of the insight screens (issue 30), drawn with visx (decision 033) as SVG on the server like the rest of
 * the page. The plot stretches to its box (`preserveAspectRatio="none"`, strokes that do not scale) and its labels
 * are HTML placed in percentages, so that a chart reads as well on a 375 px phone as on a desktop without measuring
 * anything in the browser. The figures are also in a table beside it (`ChartTable`) for screen readers and CSV.
 */

export interface Series {
  /** The legend's words. */
  label: string;
  values: number[];
  /** One of the theme's chart colours, by order. */
  tone: 0 | 1 | 2;
}

const TONES = ['#cc3a33', '#1d5fa8', '#237a47'] as const;

/** The plot's own units: one step per point across, 100 up. */
const HEIGHT = 100;

/**
 * A few round values from 0 to at least `max`, for the grid and its labels: the last is the axis's top, a round
 * value at or above the largest figure (18 gives 0, 5, 10, 15, 20). The domain is made nice for the same number of
 * ticks as are drawn; a domain nice for ten ticks and cut to four ended at 15 under a bar of 18.
 */
function ticksUpTo(max: number): number[] {
  const scale = scaleLinear<number>({ domain: [0, Math.max(max, 4)], nice: 4 });
  const ticks = scale.ticks(4);
  const top = scale.domain()[1] ?? max;
  return ticks[ticks.length - 1] === top ? ticks : [...ticks, top];
}

/**
 * Points evenly spaced across (days or weeks), each series a line (`kind="line"`, the first one filled below) or
 * bars side by side (`kind="bars"`). `labelOf` words a point for the axis: the first, middle and last are shown.
 */
export function SeriesChart({
  title,
  points,
  labelOf,
  series,
  kind = 'line',
  formatValue = String,
  titleShown = true,
}: {
  title: string;
  /** False when the section's heading says the same: the title then names the chart for screen readers only. */
  titleShown?: boolean;
  points: string[];
  labelOf: (point: string) => string;
  series: Series[];
  kind?: 'line' | 'bars';
  formatValue?: (value: number) => string;
}) {
  const id = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = ticksUpTo(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const width = Math.max(1, kind === 'bars' ? points.length : points.length - 1);
  // Clamped: no bar or line leaves the plot, whatever the figures.
  const y = scaleLinear<number>({ domain: [0, top], range: [HEIGHT, 0], clamp: true });
  const shown =
    points.length <= 2
      ? points.map((_, i) => i)
      : [0, Math.floor((points.length - 1) / 2), points.length - 1];
  const barWidth = 0.8 / series.length;
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={titleShown ? undefined : 'visually-hidden'}>
        {title}
      </figcaption>
      {series.length > 1 ? (
        <Legend aria-hidden="true">
          {series.map((s) => (
            <li key={s.label}>
              <Swatch style={{ background: TONES[s.tone] }} />
              {s.label}
            </li>
          ))}
        </Legend>
      ) : null}
      {/* The table beside the chart says the same to a screen reader. */}
      <Plot aria-hidden="true">
        <YLabels>
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
              {formatValue(tick)}
            </span>
          ))}
        </YLabels>
        <Area>
          <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={width}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#e6e4ef"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {kind === 'bars'
              ? series.map((s, k) =>
                  s.values.map((value, i) => (
                    <Bar
                      key={`${s.label}-${i}`}
                      x={i + 0.1 + k * barWidth}
                      y={y(value)}
                      width={barWidth}
                      height={HEIGHT - y(value)}
                      fill={TONES[s.tone]}
                    />
                  )),
                )
              : series.map((s, k) => {
                  const data = s.values.map((value, i) => [i, value] as const);
                  return (
                    <g key={s.label}>
                      {k === 0 ? (
                        <AreaClosed
                          data={data}
                          x={(d) => d[0]}
                          y={(d) => y(d[1])}
                          yScale={y}
                          fill={TONES[s.tone]}
                          fillOpacity={0.1}
                        />
                      ) : null}
                      <LinePath
                        data={data}
                        x={(d) => d[0]}
                        y={(d) => y(d[1])}
                        stroke={TONES[s.tone]}
                        strokeWidth={2}
                        vectorEffect="non-scaling-stroke"
                        fill="none"
                      />
                    </g>
                  );
                })}
          </svg>
          <XLabels>
            {shown.map((i) => {
              const point = points[i];
              if (point === undefined) return null;
              const at = kind === 'bars' ? ((i + 0.5) / width) * 100 : (i / width) * 100;
              return (
                <span
                  key={i}
                  style={{ left: `${at}%` }}
                  data-edge={i === 0 ? 'start' : i === points.length - 1 ? 'end' : undefined}
                >
                  {labelOf(point)}
                </span>
              );
            })}
          </XLabels>
        </Area>
      </Plot>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 700;
    margin-bottom: 6px;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  list-style: none;
  margin: 0 0 10px;
  padding: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkSoft};
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;

const Swatch = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 3px;
`;

/** Room above the plot for the top label, centred on the top line, so that it stays clear of the legend. */
const Plot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px;
  padding-top: 0.5em;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const YLabels = styled.div`
  position: relative;
  height: 180px;
  min-width: 2ch;
  span {
    position: absolute;
    right: 0;
    transform: translateY(50%);
    line-height: 1;
  }
`;

const Area = styled.div`
  svg {
    display: block;
    width: 100%;
    height: 180px;
    overflow: visible;
  }
`;

const XLabels = styled.div`
  position: relative;
  height: 1.6em;
  margin-top: 6px;
  span {
    position: absolute;
    transform: translateX(-50%);
    white-space: nowrap;
  }
  span[data-edge='start'] {
    transform: none;
  }
  span[data-edge='end'] {
    transform: translateX(-100%);
  }
`;
