import Button from '@mui/material/Button';
import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';

export interface ChartViewToggleProps {
  asTable: boolean;
  onChange: (asTable: boolean) => void;
  'data-testid'?: string;
}

/** Switches a dashboard card between its chart and the same numbers as a table. */
export function ChartViewToggle({ asTable, onChange, 'data-testid': testId }: ChartViewToggleProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={asTable ? <BarChartIcon /> : <TableRowsOutlinedIcon />}
      onClick={() => onChange(!asTable)}
      data-testid={testId}
    >
      {asTable ? 'View as chart' : 'View as table'}
    </Button>
  );
}
