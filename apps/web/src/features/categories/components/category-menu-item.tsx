import type { Category } from '@souq/contracts';
import { useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { categoryLink } from '../../../shared/lib/paths';
import { MENU_LINK } from './menu-link-class';
import { SubCategoryDropdown } from './sub-category-dropdown';

/** Hover or keyboard focus opens the sub-category dropdown; Esc, leaving or a click closes it. */
export function CategoryMenuItem({ category }: { category: Category }) {
  const lang = useLang();
  const [open, setOpen] = useState(false);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li
      className="relative"
      onMouseEnter={() => {
        setOpen(true);
      }}
      onMouseLeave={() => {
        setOpen(false);
      }}
      onFocus={() => {
        setOpen(true);
      }}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onClick={() => {
        setOpen(false);
      }}
    >
      <Link to={categoryLink(lang, category.id)} className={MENU_LINK}>
        {category.name}
      </Link>
      {open ? <SubCategoryDropdown categoryId={category.id} /> : null}
    </li>
  );
}
