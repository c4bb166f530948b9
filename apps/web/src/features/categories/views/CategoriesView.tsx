import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import AddIcon from '@mui/icons-material/Add';
import type { CategoryRowFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { StaffOnlyNotice } from '../../../shared/components/StaffOnlyNotice';
import { collectErrors } from '../../../shared/errors/collect-errors';
import { errorShownHere } from '../../../shared/errors/shown-here';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { usePortalUser } from '../../../shared/session/portal-user';
import { CategoryNameDialog } from '../components/CategoryNameDialog';
import { CategoryTable } from '../components/CategoryTable';
import { CategoriesQuery, CategoryCreateMutation, CategoryRenameMutation, CategorySetRetiredMutation } from '../operations';

/** `/extranet/admin/categories`: the store's categories; staff add, rename, retire and restore them; partners only pick from them. */
export default function CategoriesView() {
  useDocumentTitle(pageTitle('Categories'));
  const me = usePortalUser();
  return me.adminUser ? <Categories /> : <StaffOnlyNotice />;
}

type Naming = { mode: 'add' } | { mode: 'rename'; category: CategoryRowFieldsFragment };

function Categories() {
  const { data, error } = useQuery(CategoriesQuery, { fetchPolicy: 'cache-and-network', context: { silentErrors: ['ForbiddenError'] } });
  const [create] = useMutation(CategoryCreateMutation, { refetchQueries: [CategoriesQuery] });
  const [rename] = useMutation(CategoryRenameMutation);
  const [setRetired] = useMutation(CategorySetRetiredMutation, { refetchQueries: [CategoriesQuery] });
  const [naming, setNaming] = useState<Naming | null>(null);
  const [retiring, setRetiring] = useState<CategoryRowFieldsFragment | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!data) {
    if (error && collectErrors(error).some((e) => e.classification === 'ForbiddenError')) return <StaffOnlyNotice />;
    return error ? <QueryErrorPage error={error} /> : <Loading />;
  }

  const saveName = async (name: string) => {
    setDialogError(null);
    try {
      if (naming?.mode === 'rename') {
        await rename({ variables: { id: naming.category.id, name } });
        setNotice(`Renamed to “${name}”. Its store address stays the same.`);
      } else {
        await create({ variables: { name } });
        setNotice(`Added “${name}”: partners can pick it now.`);
      }
      setNaming(null);
    } catch (failure) {
      setDialogError(errorShownHere(failure).message);
      throw failure;
    }
  };

  const changeRetired = async (category: CategoryRowFieldsFragment, retired: boolean) => {
    await setRetired({ variables: { id: category.id, retired } });
    setRetiring(null);
    setNotice(
      retired
        ? `Retired “${category.name}”: no longer offered; its apps keep it until their listings are next saved.`
        : `Restored “${category.name}”.`,
    );
  };

  return (
    <Page
      title="Categories"
      subtitle="What the store offers to browse by. Partners pick one primary and up to two more for each listing."
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setDialogError(null);
            setNaming({ mode: 'add' });
          }}
          data-testid="category-add"
        >
          Add category
        </Button>
      }
      data-testid="categories-page"
    >
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)} data-testid="category-notice">
          {notice}
        </Alert>
      )}
      <Card>
        <CategoryTable
          categories={data.categories}
          onRename={(category) => {
            setDialogError(null);
            setNaming({ mode: 'rename', category });
          }}
          onSetRetired={(category, retired) =>
            retired ? setRetiring(category) : void changeRetired(category, false).catch(() => undefined)
          }
        />
      </Card>
      {naming && (
        <CategoryNameDialog
          open
          title={naming.mode === 'add' ? 'Add category' : 'Rename category'}
          confirmLabel={naming.mode === 'add' ? 'Add' : 'Rename'}
          initialName={naming.mode === 'rename' ? naming.category.name : ''}
          onConfirm={saveName}
          onClose={() => setNaming(null)}
          error={dialogError}
        />
      )}
      <ConfirmDialog
        open={retiring !== null}
        title="Retire category?"
        text={[
          `“${retiring?.name ?? ''}” will no longer be offered in the store or to partners.`,
          'Apps that have it keep it until their listings are next saved.',
        ]}
        confirmLabel="Retire"
        cancelLabel="Cancel"
        destructive
        onConfirm={() => retiring && void changeRetired(retiring, true).catch(() => undefined)}
        onClose={() => setRetiring(null)}
        data-testid="category-retire-dialog"
      />
    </Page>
  );
}
