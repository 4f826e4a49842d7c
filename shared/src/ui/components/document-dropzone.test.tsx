import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DocumentDropzone } from './document-dropzone';

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return <DocumentDropzone files={files} onChange={setFiles} />;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

// PDFs only: jsdom has no object URLs for image previews.
it('keeps at most 5 new files, warns with max-allowed-files, and removes one', async () => {
  renderWithProviders(<Harness />, { language: 'en' });
  const input = document.querySelector<HTMLInputElement>('input[name="newPaymentDocuments"]')!;
  fireEvent.change(input, {
    target: { files: Array.from({ length: 6 }, (_, i) => pdf(`doc-${i + 1}.pdf`)) },
  });
  expect(screen.getByText('New documents (5/5)')).toBeInTheDocument();
  expect(screen.queryByText('doc-6.pdf')).not.toBeInTheDocument();
  expect(
    await screen.findByText('Maximum number of files reached (5)!', {}, { timeout: 20_000 }),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove doc-2.pdf' }));
  expect(screen.getByText('New documents (4/5)')).toBeInTheDocument();
  expect(screen.queryByText('doc-2.pdf')).not.toBeInTheDocument();
}, 60_000);
