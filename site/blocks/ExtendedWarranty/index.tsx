import { useContext } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { formatAmount } from "../../../runtime/core/prices.ts";
import { FormSlot } from "../../forms/form-slot.tsx";
import { PriceContext } from "../../ui/price.tsx";

/**
 * Extended warranty: the starting price of each vehicle class in an accessible table (caption,
 * column and row headers), the amounts written with the site's thousands separator and digits and
 * isolated for bidirectional text, followed by the table's own currency (the catalogue's prices are
 * in AED, whatever the site's currency); beside it, the form to ask for the warranty.
 */
export default function ExtendedWarranty({ block }: BlockProps<"lrdx-extended-warranty">) {
  const { fields } = block;
  const table = fields.table_content;
  const { settings } = useContext(PriceContext);
  const rows = table.rows.filter((r) => r.vehicle_class.trim() !== "");
  return (
    <div className="extended-warranty">
      {rows.length > 0 ? (
        <div className="extended-warranty__table-wrap">
          <table className="extended-warranty__table">
            {table.caption ? (
              <caption className="extended-warranty__caption">{table.caption}</caption>
            ) : null}
            <thead>
              <tr>
                <th scope="col">{table.class_heading}</th>
                <th scope="col">{table.price_heading}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are rendered once on the server and classes may repeat.
                <tr key={i}>
                  <th scope="row">{row.vehicle_class}</th>
                  <td className="extended-warranty__price">
                    <bdi className="price">
                      {formatAmount(row.price, {
                        delimiter: settings.delimiter,
                        digits: settings.digits,
                      })}
                    </bdi>
                    {table.currency ? ` ${table.currency}` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="extended-warranty__form">
        <FormSlot
          formId={fields.form_id}
          twoColumns={fields.has_two_columns}
          hiddenFields={fields.form_hidden_field_mapping}
        />
      </div>
    </div>
  );
}
