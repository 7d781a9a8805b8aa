import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Notice, Pager, QueryState } from "../admin-ui.tsx";
import { pageCount } from "../orders/order-logic.ts";
import { adminLanguage } from "../orders/texts.ts";
import { fetchSmsMessages, SMS_MESSAGES_KEY } from "./ev-api.ts";
import { formatCount, formatPhone, formatWhen } from "./ev-logic.ts";
import { SMS_TEXTS } from "./texts.ts";
import "../deliveries/deliveries.css";
import "./ev-reservations.css";

/** How often the development phone looks for new messages while it is open (a code is awaited). */
const POLL_MS = 5000;

/**
 * /ar/admin/sms: the development phone. The local SMS provider keeps the text messages it would
 * have sent (phone verification codes among them), so that a reservation can be tried end to end
 * without a real phone; they are listed newest first, and looked for again every few seconds while
 * the screen is open. With Twilio configured the messages go to real phones and nothing is kept.
 */
export default function SmsScreen() {
  const lang = adminLanguage();
  const t = SMS_TEXTS[lang];
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...SMS_MESSAGES_KEY, page],
    queryFn: () => fetchSmsMessages(page),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
  const list = query.data;
  const messages = list?.messages ?? [];
  const isTwilio = list?.provider === "twilio";
  const pages = list ? pageCount(list.total, list.perPage) : 1;
  const n = (value: number) => formatCount(value, lang);
  return (
    <section className="adm-screen" aria-labelledby={`${id}-title`}>
      <div className="dl-mail__head">
        <h1 id={`${id}-title`}>{t.title}</h1>
        <button type="button" className="adm-button" onClick={() => void query.refetch()}>
          {t.refresh}
        </button>
      </div>
      <p className="adm-hint">{t.hint}</p>
      {isTwilio && (
        <div data-sms-provider="twilio">
          <Notice>{t.twilio}</Notice>
        </div>
      )}
      {!isTwilio && (
        <p className="adm-hint" role="status">
          {list && list.total > 0 ? t.count(n(list.total)) : ""}
        </p>
      )}
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={messages.length === 0}
        empty={isTwilio ? null : <p>{t.empty}</p>}
      >
        <div className="adm-card">
          <ol className="dl-mail__list ev-sms" aria-label={t.caption}>
            {messages.map((message) => (
              <li key={message.id} className="dl-mail__item ev-sms__item" data-sms-id={message.id}>
                <p className="dl-mail__meta">
                  {t.to} <bdi dir="ltr">{formatPhone(message.to)}</bdi> —{" "}
                  <time dateTime={message.created_at}>{formatWhen(message.created_at, lang)}</time>
                </p>
                <p className="ev-sms__text" dir="auto">
                  {message.body}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </QueryState>
      <Pager
        page={page}
        pages={pages}
        texts={{ ...t, current: t.pageOf(n(page), n(pages)) }}
        onGo={setPage}
      />
    </section>
  );
}
