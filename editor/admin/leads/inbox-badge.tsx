import { useQuery } from "@tanstack/react-query";
import { adminLanguage } from "../orders/texts.ts";
import { fetchNewCount, NEW_COUNT_KEY } from "./inbox-api.ts";
import { INBOX_TEXTS } from "./inbox-texts.ts";

/**
 * The admin menu's count of new leads beside «الطلبات الواردة»: read every minute and after
 * each change in the inbox; nothing while there are none.
 */
export function NewLeadsBadge() {
  const lang = adminLanguage();
  const query = useQuery({
    queryKey: NEW_COUNT_KEY,
    queryFn: fetchNewCount,
    refetchInterval: 60_000,
  });
  const count = query.data ?? 0;
  if (count === 0) return null;
  // The space keeps the link's name readable: «الطلبات الواردة 3 جديدة».
  return (
    <>
      {" "}
      <span className="adm-badge ld-inbox-badge" data-new-leads={count}>
        {INBOX_TEXTS[lang].badge(new Intl.NumberFormat(lang).format(count))}
      </span>
    </>
  );
}
