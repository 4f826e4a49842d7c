import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import { EChart } from './echart';

const setOption = jest.fn();
jest.mock('./load-echarts', () => ({
  loadEcharts: () =>
    Promise.resolve({
      init: () => ({ setOption, resize: jest.fn(), dispose: jest.fn() }),
    }),
}));

registerOrdersTranslations();

describe('EChart', () => {
  it('builds a lazy option once echarts is in, and a lazy table only when it is shown', async () => {
    const option = jest.fn(() => ({ series: [] }));
    const table = jest.fn(() => ({ columns: ['Jour', 'Livrés'], rows: [['lun. 16 nov.', 4]] }));
    renderWithProviders(<EChart option={option} summary="Colis livrés" table={table} />);
    expect(option).not.toHaveBeenCalled();
    await waitFor(() => expect(setOption).toHaveBeenCalledWith({ series: [] }, { notMerge: true }));
    expect(table).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getByRole('cell', { name: 'lun. 16 nov.' })).toBeInTheDocument();
    expect(table).toHaveBeenCalled();
  });
});
