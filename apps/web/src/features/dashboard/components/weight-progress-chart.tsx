import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { NativeSelect, Stack, Text } from '@mantine/core';
import type { MovementProgress } from '@oxstrength/shared/weight-progress';
import { useState } from 'react';

/**
 * The progress chart itself (issue 18): the heaviest weight logged on one movement each week, the movement chosen
 * in a select. Loaded only when a page shows it (weight-progress-section.tsx), so @mantine/charts and recharts
 * stay out of the first-load bundles. The values are also written out under the chart for screen readers.
 */
export default function WeightProgressChart({ progress }: { progress: MovementProgress[] }) {
  const [chosen, setChosen] = useState(progress[0]!.movement);
  const shown = progress.find((p) => p.movement === chosen) ?? progress[0]!;
  const data = shown.points.map((p) => ({ week: `Week ${p.week}`, kg: p.kg }));
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Movement"
        value={shown.movement}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={progress.map((p) => p.movement)}
        maw={320}
      />
      {/* Hidden from screen readers (the text below says the same), so nothing in it may take focus: recharts'
          keyboard layer would make the chart a tab stop inside a hidden region. */}
      <div aria-hidden="true">
        <LineChart
          lineChartProps={{ accessibilityLayer: false }}
          h={240}
          data={data}
          dataKey="week"
          series={[{ name: 'kg', label: shown.movement, color: 'blue.6' }]}
          unit=" kg"
          curveType="linear"
          withDots
          yAxisProps={{ domain: ['auto', 'auto'] }}
        />
      </div>
      <Text fz="sm" c="dimmed" aria-live="polite">
        {shown.movement}: {shown.points.map((p) => `Week ${p.week} ${p.kg} kg`).join(', ')}
      </Text>
    </Stack>
  );
}
