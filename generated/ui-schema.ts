// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import type { BlockTemplateKey, SettingsNamespace } from "./types.ts";

/** Field kind -> how the editor draws it: an RJSF widget (`ui:widget`) or field (`ui:field`). */
export const fieldWidgetKinds = {
  "Bool": "widget",
  "DateRange": "field",
  "Icon": "widget",
  "Image": "field",
  "Json": "field",
  "Link": "field",
  "LinksCollection": "field",
  "Markdown": "widget",
  "Number": "widget",
  "Select": "widget",
  "Separator": "field",
  "String": "widget",
  "Text": "widget"
} as const;

/** Every field kind's widget name: the editor's widget map names each one. */
export type FieldWidgetName = keyof typeof fieldWidgetKinds;

/** Field kinds drawn as an RJSF widget (`ui:widget`: one value). */
export type UiWidgetName = {
  [N in FieldWidgetName]: (typeof fieldWidgetKinds)[N] extends "widget" ? N : never;
}[FieldWidgetName];

/** Field kinds drawn as an RJSF field (`ui:field`: a structured value). */
export type UiFieldName = Exclude<FieldWidgetName, UiWidgetName>;

/** The `ui:options` the generator writes. */
export type FieldUiOptions = {
  tooltip?: string;
  contentful?: boolean;
  searchable?: boolean;
  optionsSource?: "forms" | "nameplates";
  withAlt?: boolean;
  sizes?: { w: number; h?: number }[];
  withoutIcon?: boolean;
  orderable?: boolean;
  language?: "html" | "json";
  big?: boolean;
};

/** The uiSchema of one field: its widget or field, and what that one reads. */
export type FieldUiSchema = {
  "ui:widget"?: UiWidgetName | "hidden";
  "ui:field"?: UiFieldName;
  "ui:placeholder"?: string;
  "ui:enumNames"?: string[];
  "ui:options"?: FieldUiOptions;
};

/** The uiSchema of an object of fields: their order, then each field's by its symbol. */
export type ObjectUiSchema = { "ui:order": string[]; [symbol: string]: FieldUiSchema | string[] };

/** The uiSchema of a block's form: its fields, and its repeatable groups. */
export type BlockUiSchema = {
  "ui:options": { dir: "rtl" };
  template: { "ui:widget": "hidden" };
  fields: ObjectUiSchema;
  groups: {
    items: ObjectUiSchema;
    "ui:options": { orderable: boolean; addable: boolean; maxItems: number | null };
  };
};

/** Template key -> RJSF uiSchema of the block's form. */
export const blockUiSchemas = {
  "lrdx-accolade-image-box": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_timer": {
        "ui:widget": "Bool"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "timer_duration": {
        "ui:widget": "Number"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "has_timer",
        "timer_duration",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "background_image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "box_color": {
          "ui:enumNames": [
            "أبيض",
            "فاتح",
            "رمادي",
            "داكن"
          ],
          "ui:options": {
            "searchable": false
          },
          "ui:widget": "Select"
        },
        "links": {
          "ui:field": "LinksCollection",
          "ui:options": {
            "orderable": true
          }
        },
        "logo_image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "right_on_rtl": {
          "ui:widget": "Bool"
        },
        "top_paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "box_color",
          "right_on_rtl",
          "top_paragraph",
          "paragraph",
          "links",
          "background_image",
          "logo_image"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 10,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-accordion": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_between_groups": {
        "ui:widget": "Bool"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "close_all_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "color_theme": {
        "ui:enumNames": [
          "فاتحة",
          "داكنة"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_schema": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "margin_between_groups": {
        "ui:widget": "Bool"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "open_all_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "color_theme",
        "border_between_groups",
        "margin_between_groups",
        "open_all_label",
        "close_all_label",
        "has_schema",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "accordion_content": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "accordion_title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "accordion_title",
          "accordion_content"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-car-rent": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "button": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "equipment-description-1": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "equipment-description-2": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "equipment-description-3": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "equipment-description-4": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "equipment-description-5": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "equipment-image-1": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 415,
                "w": 415
              },
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "equipment-image-2": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 415,
                "w": 415
              },
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "equipment-image-3": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 415,
                "w": 415
              },
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "equipment-image-4": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 415,
                "w": 415
              },
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "equipment-image-5": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 415,
                "w": 415
              },
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "equipment-title-1": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "equipment-title-2": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "equipment-title-3": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "equipment-title-4": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "equipment-title-5": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "heading": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon-1": {
          "ui:widget": "Icon"
        },
        "icon-2": {
          "ui:widget": "Icon"
        },
        "icon-3": {
          "ui:widget": "Icon"
        },
        "icon-4": {
          "ui:widget": "Icon"
        },
        "icon-5": {
          "ui:widget": "Icon"
        },
        "icon-6": {
          "ui:widget": "Icon"
        },
        "icon-7": {
          "ui:widget": "Icon"
        },
        "icon-8": {
          "ui:widget": "Icon"
        },
        "icon-text-1": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon-text-2": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon-text-3": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon-text-4": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon-text-5": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon-text-6": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon-text-7": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon-text-8": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "ui:order": [
          "image",
          "heading",
          "paragraph",
          "button",
          "icon-1",
          "icon-text-1",
          "icon-2",
          "icon-text-2",
          "icon-3",
          "icon-text-3",
          "icon-4",
          "icon-text-4",
          "icon-5",
          "icon-text-5",
          "icon-6",
          "icon-text-6",
          "icon-7",
          "icon-text-7",
          "icon-8",
          "icon-text-8",
          "equipment-title-1",
          "equipment-description-1",
          "equipment-image-1",
          "equipment-title-2",
          "equipment-description-2",
          "equipment-image-2",
          "equipment-title-3",
          "equipment-description-3",
          "equipment-image-3",
          "equipment-title-4",
          "equipment-description-4",
          "equipment-image-4",
          "equipment-title-5",
          "equipment-description-5",
          "equipment-image-5"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-collection-carousel": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "padding_grid_class",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "heading": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "rdx-image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 495,
                "w": 420
              },
              {
                "h": 383,
                "w": 325
              }
            ],
            "withAlt": true
          }
        },
        "target": {
          "ui:widget": "Bool"
        },
        "text": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "ui:order": [
          "rdx-image",
          "url",
          "target",
          "heading",
          "text"
        ],
        "url": {
          "ui:widget": "String"
        }
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-collection-item": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "html": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "images": {
        "ui:field": "Json"
      },
      "images_alt": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "sizes": {
        "ui:field": "Json"
      },
      "sizes_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "images",
        "images_alt",
        "html",
        "sizes",
        "sizes_label",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-collection-slider": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "collection": {
        "ui:placeholder": "defender-accessories",
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "feed_button_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "grouped": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "lang": {
        "ui:enumNames": [
          "الإنجليزية",
          "العربية"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "limit": {
        "ui:widget": "Number"
      },
      "market": {
        "ui:placeholder": "AE",
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "show_pagination": {
        "ui:widget": "Bool"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "lang",
        "market",
        "collection",
        "limit",
        "grouped",
        "show_pagination",
        "feed_button_label",
        "variants_label",
        "box_color",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "variants_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 495,
                "w": 420
              },
              {
                "h": 383,
                "w": 325
              }
            ],
            "withAlt": true
          }
        },
        "image_hover": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 495,
                "w": 420
              },
              {
                "h": 383,
                "w": 325
              }
            ],
            "withAlt": false
          }
        },
        "item_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "item_name": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "rdx-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "ui:order": [
          "image",
          "image_hover",
          "item_name",
          "item_label",
          "rdx-link"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-color-button-carousel": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "global_paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "global_tagline": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "is_bigger_picker": {
        "ui:widget": "Bool"
      },
      "link_url": {
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ui:order": [
        "block_scroll_id",
        "header_tag",
        "is_bigger_picker",
        "global_tagline",
        "global_paragraph",
        "link_url",
        "padding_grid_class",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "link_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "rdx-main-image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "rdx-thumbnail-image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "ui:order": [
          "rdx-main-image",
          "rdx-thumbnail-image",
          "link_label"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-content-blocks": {
    "fields": {
      "align_cta_items": {
        "ui:widget": "Bool"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "col-numbers": {
        "ui:widget": "Number"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "mobile-slider": {
        "ui:widget": "Bool"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "col-numbers",
        "mobile-slider",
        "align_cta_items"
      ]
    },
    "groups": {
      "items": {
        "description": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "header": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "image-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "rdx-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "ui:order": [
          "image",
          "image-link",
          "header",
          "description",
          "rdx-link"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 1000,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-content-blocks-carousel": {
    "fields": {
      "align_cta_items": {
        "ui:widget": "Bool"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "col-numbers": {
        "ui:widget": "Number"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "col-numbers",
        "align_cta_items",
        "padding_grid_class",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "description": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "header": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "image-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "rdx-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "ui:order": [
          "image",
          "image-link",
          "header",
          "description",
          "rdx-link"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-derivatives": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "bodystyle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "car_key": {
        "ui:placeholder": "l663_26my_x",
        "ui:widget": "String"
      },
      "engine_key": {
        "ui:placeholder": "p400",
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "features_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_columns": {
        "ui:widget": "Bool"
      },
      "icon": {
        "ui:widget": "Icon"
      },
      "model": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "spec_key_1": {
        "ui:widget": "String"
      },
      "spec_key_2": {
        "ui:widget": "String"
      },
      "spec_key_3": {
        "ui:widget": "String"
      },
      "spec_label_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "spec_label_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "spec_label_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "specs_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "standard_equipment_information_content": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "standard_equipment_information_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "tab_id": {
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "icon",
        "car_key",
        "engine_key",
        "has_columns",
        "spec_key_1",
        "spec_label_1",
        "spec_key_2",
        "spec_label_2",
        "spec_key_3",
        "spec_label_3",
        "features_heading",
        "specs_heading",
        "model",
        "bodystyle",
        "tab_id",
        "standard_equipment_information_label",
        "standard_equipment_information_content",
        "error_msg",
        "try_again_btn_label",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-diesel-petrol-quiz": {
    "fields": {
      "aside_proposition_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "bev_result_advantages": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "bev_result_aside_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "bev_result_aside_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "bev_result_aside_primary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "bev_result_aside_primary_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "bev_result_aside_secondary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "bev_result_aside_secondary_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "bev_result_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "bev_result_disadvantages": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "bev_result_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "bev_result_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "bev_result_introduction": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "bev_result_other_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "bev_result_other_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "bev_result_vehicle_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "bev_result_vehicle_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "diesel_result_advantages": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_result_aside_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_result_aside_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_result_aside_primary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_result_aside_primary_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "diesel_result_aside_secondary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_result_aside_secondary_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "diesel_result_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_result_disadvantages": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_result_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_result_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "diesel_result_introduction": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_result_other_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_result_other_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "diesel_result_vehicle_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_result_vehicle_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "dpq_advantages_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_box_body": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "dpq_box_cta": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_box_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_disadvantages_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_final_step_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_initial_step_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_multi_hint_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_single_hint_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_backword_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_counter_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_fifth_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_fifth_answer_1_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_fifth_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_fifth_answer_2_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_fifth_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_fifth_answer_3_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_fifth_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_fifth_subheading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_forword_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_four_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_four_answer_1_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_four_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_four_answer_2_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_four_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_four_subheading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_one_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_one_answer_1_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_one_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_one_answer_2_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_one_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_one_answer_3_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_one_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_one_subheading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_answer_1_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_answer_2_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_answer_3_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_answer_4": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_answer_4_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_three_subheading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_answer_1_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_answer_2_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_answer_3_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_answer_4": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_answer_4_desc": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dpq_step_two_subheading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "petrol_result_advantages": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_result_aside_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_result_aside_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_result_aside_primary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_result_aside_primary_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "petrol_result_aside_secondary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_result_aside_secondary_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "petrol_result_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_result_disadvantages": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_result_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_result_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "petrol_result_introduction": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_result_other_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_result_other_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "petrol_result_vehicle_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_result_vehicle_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "phev_result_advantages": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_result_aside_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_result_aside_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_result_aside_primary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_result_aside_primary_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "phev_result_aside_secondary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_result_aside_secondary_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "phev_result_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_result_disadvantages": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_result_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_result_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "phev_result_introduction": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_result_other_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_result_other_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "phev_result_vehicle_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_result_vehicle_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "image",
        "dpq_box_heading",
        "dpq_box_body",
        "dpq_box_cta",
        "header_tag",
        "dpq_step_forword_label",
        "dpq_step_backword_label",
        "dpq_final_step_label",
        "dpq_initial_step_label",
        "dpq_single_hint_label",
        "dpq_multi_hint_label",
        "dpq_step_counter_label",
        "dpq_step_one_heading",
        "dpq_step_one_subheading",
        "dpq_step_one_answer_1",
        "dpq_step_one_answer_1_desc",
        "dpq_step_one_answer_2",
        "dpq_step_one_answer_2_desc",
        "dpq_step_one_answer_3",
        "dpq_step_one_answer_3_desc",
        "dpq_step_two_heading",
        "dpq_step_two_subheading",
        "dpq_step_two_answer_1",
        "dpq_step_two_answer_1_desc",
        "dpq_step_two_answer_2",
        "dpq_step_two_answer_2_desc",
        "dpq_step_two_answer_3",
        "dpq_step_two_answer_3_desc",
        "dpq_step_two_answer_4",
        "dpq_step_two_answer_4_desc",
        "dpq_step_three_heading",
        "dpq_step_three_subheading",
        "dpq_step_three_answer_1",
        "dpq_step_three_answer_1_desc",
        "dpq_step_three_answer_2",
        "dpq_step_three_answer_2_desc",
        "dpq_step_three_answer_3",
        "dpq_step_three_answer_3_desc",
        "dpq_step_three_answer_4",
        "dpq_step_three_answer_4_desc",
        "dpq_step_four_heading",
        "dpq_step_four_subheading",
        "dpq_step_four_answer_1",
        "dpq_step_four_answer_1_desc",
        "dpq_step_four_answer_2",
        "dpq_step_four_answer_2_desc",
        "dpq_step_fifth_heading",
        "dpq_step_fifth_subheading",
        "dpq_step_fifth_answer_1",
        "dpq_step_fifth_answer_1_desc",
        "dpq_step_fifth_answer_2",
        "dpq_step_fifth_answer_2_desc",
        "dpq_step_fifth_answer_3",
        "dpq_step_fifth_answer_3_desc",
        "dpq_advantages_label",
        "dpq_disadvantages_label",
        "aside_proposition_label",
        "petrol_result_heading",
        "petrol_result_image",
        "petrol_result_introduction",
        "petrol_result_description",
        "petrol_result_advantages",
        "petrol_result_disadvantages",
        "petrol_result_vehicle_label",
        "petrol_result_vehicle_link",
        "petrol_result_other_label",
        "petrol_result_other_link",
        "petrol_result_aside_label",
        "petrol_result_aside_description",
        "petrol_result_aside_primary_label",
        "petrol_result_aside_primary_link",
        "petrol_result_aside_secondary_label",
        "petrol_result_aside_secondary_link",
        "diesel_result_heading",
        "diesel_result_image",
        "diesel_result_introduction",
        "diesel_result_description",
        "diesel_result_advantages",
        "diesel_result_disadvantages",
        "diesel_result_vehicle_label",
        "diesel_result_vehicle_link",
        "diesel_result_other_label",
        "diesel_result_other_link",
        "diesel_result_aside_label",
        "diesel_result_aside_description",
        "diesel_result_aside_primary_label",
        "diesel_result_aside_primary_link",
        "diesel_result_aside_secondary_label",
        "diesel_result_aside_secondary_link",
        "phev_result_heading",
        "phev_result_image",
        "phev_result_introduction",
        "phev_result_description",
        "phev_result_advantages",
        "phev_result_disadvantages",
        "phev_result_vehicle_label",
        "phev_result_vehicle_link",
        "phev_result_other_label",
        "phev_result_other_link",
        "phev_result_aside_label",
        "phev_result_aside_description",
        "phev_result_aside_primary_label",
        "phev_result_aside_primary_link",
        "phev_result_aside_secondary_label",
        "phev_result_aside_secondary_link",
        "bev_result_heading",
        "bev_result_image",
        "bev_result_introduction",
        "bev_result_description",
        "bev_result_advantages",
        "bev_result_disadvantages",
        "bev_result_vehicle_label",
        "bev_result_vehicle_link",
        "bev_result_other_label",
        "bev_result_other_link",
        "bev_result_aside_label",
        "bev_result_aside_description",
        "bev_result_aside_primary_label",
        "bev_result_aside_primary_link",
        "bev_result_aside_secondary_label",
        "bev_result_aside_secondary_link",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-dropdown-sections-selector": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "button_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "clear_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dropdown_default": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dropdown_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "modal_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "modal_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "selection_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "dropdown_label",
        "dropdown_default",
        "modal_title",
        "modal_text",
        "button_label",
        "selection_text",
        "edit_text",
        "clear_text",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "option_blocks": {
          "ui:placeholder": "urban-pack, towing",
          "ui:widget": "String"
        },
        "option_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "option_label",
          "option_blocks"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-dual-frame-carousel-new": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "disable_autoplay": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "image_alignment": {
        "ui:enumNames": [
          "يسار",
          "يمين"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "vertical_alignment",
        "youtube",
        "video_label",
        "image_alignment",
        "disable_autoplay",
        "box_color",
        "padding_grid_class",
        "offer_schedule"
      ],
      "vertical_alignment": {
        "ui:enumNames": [
          "الوسط",
          "الأعلى"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "video_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "youtube": {
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "rdx-image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "rdx-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "text": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "rdx-image",
          "title",
          "text",
          "rdx-link"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-dual-frame-map": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "is_reversed": {
        "ui:widget": "Bool"
      },
      "location_content": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "location_latitude": {
        "ui:widget": "Number"
      },
      "location_longitude": {
        "ui:widget": "Number"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "location_latitude",
        "location_longitude",
        "location_content",
        "is_reversed",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-electrifying-power": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "is_reversed": {
        "ui:widget": "Bool"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "rdx-buttons": {
        "ui:field": "LinksCollection",
        "ui:options": {
          "orderable": true
        }
      },
      "rdx-image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "rdx-image",
        "is_reversed",
        "rdx-buttons",
        "disclaimer",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "icon": {
          "ui:widget": "Icon"
        },
        "label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "icon",
          "value",
          "unit",
          "label"
        ],
        "unit": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "value": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        }
      },
      "ui:options": {
        "addable": true,
        "maxItems": 4,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-expanded-entry-form": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "button_color": {
        "ui:enumNames": [
          "أساسي",
          "ثانوي"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "button_position": {
        "ui:enumNames": [
          "يسار",
          "وسط",
          "يمين"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "form-disclaimer": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "form-paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "form_hidden_field_mapping": {
        "ui:field": "Json"
      },
      "form_id": {
        "ui:enumNames": [],
        "ui:options": {
          "optionsSource": "forms",
          "searchable": true
        },
        "ui:widget": "Select"
      },
      "form_location_mapping": {
        "ui:field": "Json"
      },
      "form_location_params_mapping": {
        "ui:field": "Json"
      },
      "form_params_mapping": {
        "ui:field": "Json"
      },
      "has_button_margin": {
        "ui:widget": "Bool"
      },
      "has_two_columns": {
        "ui:widget": "Bool"
      },
      "top_tabs_limit": {
        "ui:widget": "Number"
      },
      "ui:order": [
        "block_scroll_id",
        "form_id",
        "has_two_columns",
        "form_hidden_field_mapping",
        "form_params_mapping",
        "form_location_params_mapping",
        "form_location_mapping",
        "button_position",
        "button_color",
        "box_color",
        "has_button_margin",
        "top_tabs_limit",
        "disclaimer",
        "form-paragraph",
        "form-disclaimer"
      ]
    },
    "groups": {
      "items": {
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "tab_icon": {
          "ui:widget": "Icon"
        },
        "tab_id": {
          "ui:widget": "String"
        },
        "tab_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "tab_x_padding": {
          "ui:widget": "Number"
        },
        "ui:order": [
          "tab_icon",
          "tab_label",
          "tab_id",
          "tab_x_padding",
          "image",
          "paragraph"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 12,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-extended-warranty": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "form_hidden_field_mapping": {
        "ui:field": "Json"
      },
      "form_id": {
        "ui:enumNames": [],
        "ui:options": {
          "optionsSource": "forms",
          "searchable": true
        },
        "ui:widget": "Select"
      },
      "has_two_columns": {
        "ui:widget": "Bool"
      },
      "table_content": {
        "ui:field": "Json"
      },
      "ui:order": [
        "block_scroll_id",
        "form_id",
        "has_two_columns",
        "form_hidden_field_mapping",
        "table_content"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-exterior360": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "clickToInteract": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_autostart": {
        "ui:widget": "Bool"
      },
      "has_sidebar": {
        "ui:widget": "Bool"
      },
      "has_slider_with_handle": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "preset-exterior": {
        "ui:enumNames": [
          "ديفندر 110 — الهيكل الخارجي",
          "رينج روفر — الهيكل الخارجي"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "slider_theme": {
        "ui:enumNames": [
          "فاتحة",
          "داكنة"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "touchToInteract": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "preset-exterior",
        "has_slider_with_handle",
        "slider_theme",
        "has_sidebar",
        "has_autostart",
        "clickToInteract",
        "touchToInteract",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-finance-calculator": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "calc_disclaimer_header": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "calc_disclaimer_text": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "calc_header": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "calc_header_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "calculator_style": {
        "ui:enumNames": [
          "افتراضي",
          "الشرق الأوسط"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "car_price_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "change_vehicle_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "choose_finance_product_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "choose_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "choose_options_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "choosen_vehicle_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "decrease_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_quote_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "engine_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "hide_free_items": {
        "ui:widget": "Bool"
      },
      "increase_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "loading_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "model_year": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "models_info": {
        "ui:field": "Json"
      },
      "monthly_price_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "nameplate_key_filter": {
        "ui:widget": "String"
      },
      "no_price_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "no_vehicles_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "personalise_quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "trim_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "calculator_style",
        "nameplate_key_filter",
        "calc_header",
        "header_tag",
        "header_size",
        "calc_header_description",
        "choose_label",
        "change_vehicle_label",
        "choosen_vehicle_text",
        "model_year",
        "version_label",
        "trim_label",
        "engine_label",
        "personalise_quote_title",
        "choose_finance_product_label",
        "choose_options_label",
        "calculate_label",
        "your_quote_title",
        "edit_quote_label",
        "loading_text",
        "no_price_text",
        "no_vehicles_text",
        "decrease_label",
        "increase_label",
        "monthly_price_disclaimer",
        "car_price_disclaimer",
        "calc_disclaimer_header",
        "calc_disclaimer_text",
        "hide_free_items",
        "models_info",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "version_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "your_quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "finance_product": {
          "ui:widget": "String"
        },
        "finance_product_button": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "finance_product_buttons": {
          "ui:field": "LinksCollection",
          "ui:options": {
            "orderable": true
          }
        },
        "finance_product_description": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "finance_product_disclaimer_body": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "finance_product_disclaimer_title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "finance_product_input": {
          "ui:field": "Json"
        },
        "finance_product_link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "finance_product_name": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "finance_product_output": {
          "ui:field": "Json"
        },
        "ui:order": [
          "finance_product",
          "finance_product_name",
          "finance_product_description",
          "finance_product_link",
          "finance_product_button",
          "finance_product_buttons",
          "finance_product_input",
          "finance_product_output",
          "finance_product_disclaimer_title",
          "finance_product_disclaimer_body"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 6,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-form-component": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "button_color": {
        "ui:enumNames": [
          "أساسي",
          "ثانوي"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "button_position": {
        "ui:enumNames": [
          "يسار",
          "وسط",
          "يمين"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "form_hidden_field_mapping": {
        "ui:field": "Json"
      },
      "form_id": {
        "ui:enumNames": [],
        "ui:options": {
          "optionsSource": "forms",
          "searchable": true
        },
        "ui:widget": "Select"
      },
      "form_location_mapping": {
        "ui:field": "Json"
      },
      "form_location_params_mapping": {
        "ui:field": "Json"
      },
      "form_params_mapping": {
        "ui:field": "Json"
      },
      "form_position": {
        "ui:enumNames": [
          "يسار",
          "وسط",
          "يمين"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "has_button_margin": {
        "ui:widget": "Bool"
      },
      "has_two_columns": {
        "ui:widget": "Bool"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "modal_form": {
        "ui:widget": "Bool"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "paragraph",
        "form_id",
        "has_two_columns",
        "form_hidden_field_mapping",
        "form_params_mapping",
        "form_location_params_mapping",
        "form_location_mapping",
        "button_position",
        "form_position",
        "box_color",
        "button_color",
        "has_button_margin",
        "modal_form"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-gallery": {
    "fields": {
      "all_categories_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "can_download_wallpaper": {
        "ui:widget": "Bool"
      },
      "categories_button": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "close_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "fb_link": {
        "ui:widget": "Bool"
      },
      "fullscreen_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "gallery_name": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "share_fb_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "share_tw_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "tw_link": {
        "ui:widget": "Bool"
      },
      "ui:order": [
        "block_scroll_id",
        "gallery_name",
        "header_tag",
        "can_download_wallpaper",
        "fb_link",
        "tw_link",
        "categories_button",
        "all_categories_label",
        "share_fb_label",
        "share_tw_label",
        "wallpaper_desktop_label",
        "wallpaper_mobile_label",
        "fullscreen_label",
        "close_button",
        "offer_schedule"
      ],
      "wallpaper_desktop_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "wallpaper_mobile_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "caption": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "category": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              },
              {
                "h": 1920,
                "w": 1080
              }
            ],
            "withAlt": true
          }
        },
        "ui:order": [
          "image",
          "category",
          "caption"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 40,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-gallery-categories": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "close_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "gallery_name": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_fb_button": {
        "ui:widget": "Bool"
      },
      "has_tw_button": {
        "ui:widget": "Bool"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "images_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "share_fb_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "share_tw_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "gallery_name",
        "header_tag",
        "has_fb_button",
        "has_tw_button",
        "close_button",
        "images_label",
        "share_fb_label",
        "share_tw_label",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "category_name": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "gallery_url": {
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 830,
                "w": 830
              },
              {
                "h": 415,
                "w": 415
              }
            ],
            "withAlt": true
          }
        },
        "images_quantity": {
          "ui:widget": "Number"
        },
        "ui:order": [
          "category_name",
          "images_quantity",
          "image",
          "gallery_url"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 4,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hero-slider": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_banner": {
        "ui:widget": "Bool"
      },
      "has_mobile_video": {
        "ui:widget": "Bool"
      },
      "has_mxo": {
        "ui:widget": "Bool"
      },
      "has_timer": {
        "ui:widget": "Bool"
      },
      "has_touch_devices_slides_limit": {
        "ui:widget": "Bool"
      },
      "has_wide_ratio": {
        "ui:widget": "Bool"
      },
      "is_autoplay": {
        "ui:widget": "Bool"
      },
      "is_ffi": {
        "ui:widget": "Bool"
      },
      "offer_key": {
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "slide_duration": {
        "ui:placeholder": "6000",
        "ui:widget": "String"
      },
      "timer_box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "has_timer",
        "has_banner",
        "has_touch_devices_slides_limit",
        "has_mobile_video",
        "has_wide_ratio",
        "is_ffi",
        "is_autoplay",
        "offer_key",
        "has_mxo",
        "slide_duration",
        "timer_box_color",
        "box_color",
        "video_controls_color",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "video_controls_color": {
        "ui:enumNames": [
          "داكن",
          "فاتح"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      }
    },
    "groups": {
      "items": {
        "description": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "info": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "price": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "rdx-fallback-links": {
          "ui:field": "LinksCollection",
          "ui:options": {
            "orderable": true
          }
        },
        "rdx-image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "rdx-image-wide": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 650,
                "w": 1600
              },
              {
                "h": 416,
                "w": 1024
              },
              {
                "h": 260,
                "w": 640
              }
            ],
            "withAlt": false
          }
        },
        "rdx-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "slide_duration_limit": {
          "ui:placeholder": "6000",
          "ui:widget": "String"
        },
        "ui:order": [
          "rdx-image",
          "rdx-image-wide",
          "slide_duration_limit",
          "video_bg",
          "video_type",
          "video_desktop",
          "video_mobile",
          "video-styles",
          "video-styles-wide",
          "rdx-link",
          "rdx-fallback-links",
          "info",
          "description",
          "price"
        ],
        "video-styles": {
          "ui:field": "Json"
        },
        "video-styles-wide": {
          "ui:field": "Json"
        },
        "video_bg": {
          "ui:widget": "String"
        },
        "video_desktop": {
          "ui:widget": "String"
        },
        "video_mobile": {
          "ui:widget": "String"
        },
        "video_type": {
          "ui:enumNames": [
            "فيديو",
            "خلفية فيديو"
          ],
          "ui:options": {
            "searchable": false
          },
          "ui:widget": "Select"
        }
      },
      "ui:options": {
        "addable": true,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hero-title-banner": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "is_reversed": {
        "ui:widget": "Bool"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "rdx-buttons": {
        "ui:field": "LinksCollection",
        "ui:options": {
          "orderable": true
        }
      },
      "rdx-image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "rdx-image-mobile": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 1365,
              "w": 768
            },
            {
              "h": 1138,
              "w": 640
            }
          ],
          "tooltip": "اختياري: إن لم تُختر صورة للجوال تُعرض الصورة الرئيسية",
          "withAlt": false
        }
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "rdx-image",
        "rdx-image-mobile",
        "rdx-buttons",
        "box_color",
        "vertical_alignment",
        "is_reversed",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vertical_alignment": {
        "ui:enumNames": [
          "الوسط",
          "الأعلى",
          "الأسفل"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hero-title-banner-tall": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_timer": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "is_reversed": {
        "ui:widget": "Bool"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "rdx-buttons": {
        "ui:field": "LinksCollection",
        "ui:options": {
          "orderable": true
        }
      },
      "rdx-image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "rdx-image-mobile": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 1920,
              "w": 1080
            },
            {
              "h": 1365,
              "w": 768
            },
            {
              "h": 1138,
              "w": 640
            }
          ],
          "tooltip": "اختياري: إن لم تُختر صورة للجوال تُعرض الصورة الرئيسية",
          "withAlt": false
        }
      },
      "timer_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "rdx-image",
        "rdx-image-mobile",
        "rdx-buttons",
        "box_color",
        "vertical_alignment",
        "is_reversed",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label",
        "has_timer",
        "timer_label"
      ],
      "vertical_alignment": {
        "ui:enumNames": [
          "الوسط",
          "الأعلى",
          "الأسفل"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-brunei": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "بروناي"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-bulgaria": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "بلغاريا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-cyprus": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "قبرص"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-denmark": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "الدنمارك"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-estonia": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "إستونيا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-finland-loan": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "فنلندا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-finland-loan-lfi": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "فنلندا (بدفعة أخيرة)"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-gibraltar": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "جبل طارق"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-greece": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "اليونان"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-hungary-leasing": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "المجر (تأجير)"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-iceland": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "آيسلندا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-ireland": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "أيرلندا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-ireland-secondary": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "أيرلندا (خطة العقد الشخصي)"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-latvia": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "لاتفيا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-lithuania": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "ليتوانيا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-malta": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "مالطا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-moldova": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "مولدوفا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-norway": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "النرويج"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-nz-lease": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "نيوزيلندا (تأجير)"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-nz-loan": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "نيوزيلندا (قرض)"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-romania": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "رومانيا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-sample": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "نموذج"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-singapore": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "سنغافورة"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-slovenia": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "سلوفينيا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-sweden": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "السويد"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-thailand": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "تايلاند"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-ukraine": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "أوكرانيا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-universal": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "عام"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-universal-leasing": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "تأجير عام"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hire-purchase-universal-mena": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculate_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "edit_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "interest_rate": {
        "ui:widget": "Number"
      },
      "intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "labels": {
        "ui:field": "Json"
      },
      "legal_example_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "market": {
        "ui:enumNames": [
          "عام للشرق الأوسط وشمال أفريقيا"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "schedule_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "market",
        "section_title",
        "header_tag",
        "intro",
        "vehicle_price",
        "interest_rate",
        "labels",
        "calculate_label",
        "quote_title",
        "edit_label",
        "schedule_label",
        "legal_example_title",
        "disclaimer",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicle_price": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-hotspots-container": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "hotspots": {
        "ui:field": "Json"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "rdx-image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "side_box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "paragraph",
        "rdx-image",
        "hotspots",
        "side_box_color"
      ]
    },
    "groups": {
      "items": {
        "heading": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "text": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "ui:order": [
          "image",
          "heading",
          "text"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-house-of-brands": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "enable_animation": {
        "ui:widget": "Bool"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "layout_variant": {
        "ui:enumNames": [
          "زر واحد",
          "زرّان"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "layout_variant",
        "enable_animation",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "animation_video": {
          "ui:widget": "String"
        },
        "bg-image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 830,
                "w": 830
              },
              {
                "h": 415,
                "w": 415
              }
            ],
            "withAlt": true
          }
        },
        "brand": {
          "ui:enumNames": [
            "رينج روفر",
            "ديفندر",
            "ديسكفري"
          ],
          "ui:options": {
            "searchable": false
          },
          "ui:widget": "Select"
        },
        "button": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "secondary_button": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "ui:order": [
          "brand",
          "bg-image",
          "animation_video",
          "button",
          "secondary_button"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 3,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-html-box": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "dir": {
        "ui:enumNames": [
          "من اليمين إلى اليسار",
          "من اليسار إلى اليمين"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "html": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "html",
        "dir"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-icons-timeline": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "modelHeadline": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "title",
        "header_tag",
        "modelHeadline",
        "yearHeadline",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "yearHeadline": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "button": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "heading": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 684,
                "w": 1216
              },
              {
                "h": 497,
                "w": 884
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "model": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "small_image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "ui:order": [
          "image",
          "small_image",
          "model",
          "year",
          "heading",
          "button"
        ],
        "year": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        }
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-immersive-hero": {
    "fields": {
      "buttons_placement": {
        "ui:enumNames": [
          "متجاورة",
          "كل زر في سطر"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "content_placement": {
        "ui:enumNames": [
          "الوسط",
          "بداية السطر - أعلى",
          "بداية السطر - وسط",
          "بداية السطر - أسفل"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_mxo": {
        "ui:widget": "Bool"
      },
      "has_mxo_layout": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "is_autoplay": {
        "ui:widget": "Bool"
      },
      "is_overlay": {
        "ui:widget": "Bool"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "scroll-to": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "content_placement",
        "buttons_placement",
        "header_tag",
        "header_size",
        "has_mxo",
        "has_mxo_layout",
        "video_time",
        "is_autoplay",
        "is_overlay",
        "scroll-to",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "video_time": {
        "ui:widget": "Number"
      }
    },
    "groups": {
      "items": {
        "disclaimer": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "has_mobile_image": {
          "ui:widget": "Bool"
        },
        "heading": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "native_video": {
          "ui:widget": "String"
        },
        "native_video_mobile": {
          "ui:options": {
            "tooltip": "مطلوب لعرض الفيديو على الجوال: إن تُرك فارغاً لا يظهر أي فيديو على الهواتف وتظهر الصورة بدلاً منه."
          },
          "ui:widget": "String"
        },
        "paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "price": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "rdx-buttons": {
          "ui:field": "LinksCollection",
          "ui:options": {
            "orderable": true
          }
        },
        "rdx-image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "rdx-image-mobile": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 1920,
                "w": 1080
              },
              {
                "h": 1365,
                "w": 768
              },
              {
                "h": 1138,
                "w": 640
              }
            ],
            "withAlt": false
          }
        },
        "slide-icon": {
          "ui:widget": "Icon"
        },
        "ui:order": [
          "heading",
          "paragraph",
          "slide-icon",
          "price",
          "disclaimer",
          "rdx-image",
          "has_mobile_image",
          "rdx-image-mobile",
          "native_video",
          "native_video_mobile",
          "rdx-buttons"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-in-page-navigation": {
    "fields": {
      "button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "goTopShort": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "ui:order": [
        "goTopShort",
        "link",
        "button"
      ]
    },
    "groups": {
      "items": {
        "block_scroll_id": {
          "ui:placeholder": "models",
          "ui:widget": "String"
        },
        "label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "label",
          "block_scroll_id"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 10,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-infotainment-system-selector": {
    "fields": {
      "back_button_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "back_icon": {
        "ui:widget": "Icon"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "button_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dropdown_default": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "dropdown_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "modal_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "modal_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "model_title": {
        "ui:options": {
          "contentful": true,
          "tooltip": "يجب أن يبقى {selectedOption} في العنوان: يحلّ محله اسم السيارة المختارة."
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "modal_title",
        "modal_text",
        "dropdown_label",
        "dropdown_default",
        "button_label",
        "model_title",
        "back_button_label",
        "back_icon",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "blocks_count": {
          "ui:widget": "Number"
        },
        "option_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "option_label",
          "blocks_count"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-inspired-collection": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "image_1": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "image_2": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 415,
                "w": 415
              },
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "image_3": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 415,
                "w": 415
              },
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "image_4": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 415,
                "w": 415
              },
              {
                "h": 360,
                "w": 360
              }
            ],
            "withAlt": true
          }
        },
        "modal_bottom_button": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "modal_bottom_image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "modal_btn_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:placeholder": "اكتشف المجموعة",
          "ui:widget": "String"
        },
        "modal_content_table": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "modal_heading": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "modal_image_rows": {
          "ui:field": "Json"
        },
        "modal_paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "ui:order": [
          "image_1",
          "image_2",
          "image_3",
          "image_4",
          "modal_btn_label",
          "modal_heading",
          "modal_paragraph",
          "modal_image_rows",
          "modal_content_table",
          "modal_bottom_button",
          "modal_bottom_image"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 4,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-interior-360": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "clickToInteract": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "exit": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "icon": {
        "ui:widget": "Icon"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "preset-interior": {
        "ui:enumNames": [
          "ديفندر 110 — المقصورة"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "resetToDash": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "touchToInteract": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "preset-interior",
        "icon",
        "clickToInteract",
        "touchToInteract",
        "resetToDash",
        "exit",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-l-460-bev": {
    "fields": {
      "back-button-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "block-8-title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "checkbox-disclaimer": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "checkbox-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error-paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "error-secondary-paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "no-vehicles-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "no-vehicles-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "order-details-locked-info": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "order-details-reservation-fee-info": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "payment-expired-button-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "payment-expired-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "payment-expired-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "payment-provider-error-message": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "payment-provider-error-paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "payment-provider-error-title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "payment-provider-locale": {
        "ui:widget": "String"
      },
      "price-currency-symbol": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "reservation-made-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "reservation-made-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "soft-lock-expired-button-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "soft-lock-expired-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "soft-lock-expired-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "submit-button-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "tabs-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "thank-you-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "thank-you-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "welcome-title",
        "welcome-text",
        "welcome-image",
        "vehicle-title",
        "vehicle-text",
        "vehicle-image",
        "vehicle-button-label",
        "tabs-label",
        "reservation-made-heading",
        "reservation-made-text",
        "no-vehicles-heading",
        "no-vehicles-text",
        "block-8-title",
        "back-button-label",
        "heading",
        "paragraph",
        "order-details-locked-info",
        "order-details-reservation-fee-info",
        "price-currency-symbol",
        "payment-provider-error-title",
        "payment-provider-error-paragraph",
        "payment-provider-error-message",
        "payment-provider-locale",
        "checkbox-label",
        "checkbox-disclaimer",
        "submit-button-label",
        "thank-you-heading",
        "thank-you-text",
        "unavailable-heading",
        "unavailable-text",
        "soft-lock-expired-heading",
        "soft-lock-expired-text",
        "soft-lock-expired-button-label",
        "payment-expired-heading",
        "payment-expired-text",
        "payment-expired-button-label",
        "error-heading",
        "error-paragraph",
        "error-secondary-paragraph",
        "try_again_btn_label",
        "padding_grid_class"
      ],
      "unavailable-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "unavailable-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "vehicle-button-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "vehicle-image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "vehicle-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "vehicle-title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "welcome-image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "welcome-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "welcome-title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "tab-body": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "tab-title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "tab-title",
          "tab-body"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 10,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-l-460-bev-cancel": {
    "fields": {
      "awaiting-cancellation-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "awaiting-cancellation-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "cancelled-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "cancelled-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "error-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error-paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "error-secondary-paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "landing-button-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "landing-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "landing-paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "modal-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "modal-primary-button-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "modal-secondary-button-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "modal-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paid-lead-cancel-only-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "paid-lead-cancel-only-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "thank-you-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "thank-you-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "landing-heading",
        "landing-paragraph",
        "landing-button-label",
        "thank-you-heading",
        "thank-you-text",
        "modal-heading",
        "modal-text",
        "modal-primary-button-label",
        "modal-secondary-button-label",
        "unavailable-heading",
        "unavailable-text",
        "paid-lead-cancel-only-heading",
        "paid-lead-cancel-only-text",
        "awaiting-cancellation-heading",
        "awaiting-cancellation-text",
        "cancelled-heading",
        "cancelled-text",
        "error-heading",
        "error-paragraph",
        "error-secondary-paragraph",
        "try_again_btn_label",
        "padding_grid_class"
      ],
      "unavailable-heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "unavailable-text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-local-vin-checker": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "button_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "invalid_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "label_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "response_negative": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "response_positive": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_class": {
        "ui:enumNames": [
          "بلا",
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "section_height": {
        "ui:enumNames": [
          "حسب المحتوى",
          "نصف الشاشة",
          "الشاشة كاملة"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "section_paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "service_phone": {
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "section_class",
        "section_height",
        "section_title",
        "header_tag",
        "section_paragraph",
        "label_text",
        "button_text",
        "invalid_text",
        "response_positive",
        "service_phone",
        "response_negative",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-map-update": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "breadCrumb_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "breadCrumb_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "breadCrumb_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "main_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "map_download_url": {
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "step_1_box_1_icon": {
        "ui:widget": "Icon"
      },
      "step_1_box_1_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_box_1_tooltip": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_box_2_icon": {
        "ui:widget": "Icon"
      },
      "step_1_box_2_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_box_2_tooltip": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_box_3_icon": {
        "ui:widget": "Icon"
      },
      "step_1_box_3_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_box_3_tooltip": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_box_4_icon": {
        "ui:widget": "Icon"
      },
      "step_1_box_4_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_box_4_tooltip": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_button_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_error_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_footer_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_input_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_required_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_retailer_link_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_1_retailer_link_url": {
        "ui:widget": "String"
      },
      "step_1_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_2_download_latest": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_2_download_latest_url": {
        "ui:widget": "String"
      },
      "step_2_download_maps": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_2_terms_checkbox_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_2_terms_link_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_2_terms_link_url": {
        "ui:widget": "String"
      },
      "step_2_terms_required_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_2_vehicle_change": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_2_vin_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_download_link_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_main_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_main_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_paragraph_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_paragraph_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_paragraph_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_retailer_link_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_retailer_link_url": {
        "ui:widget": "String"
      },
      "step_3_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_3_vehicle_update_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "main_title",
        "header_tag",
        "breadCrumb_1",
        "breadCrumb_2",
        "breadCrumb_3",
        "step_1_title",
        "step_1_box_1_text",
        "step_1_box_1_icon",
        "step_1_box_1_tooltip",
        "step_1_box_2_text",
        "step_1_box_2_icon",
        "step_1_box_2_tooltip",
        "step_1_box_3_text",
        "step_1_box_3_icon",
        "step_1_box_3_tooltip",
        "step_1_box_4_text",
        "step_1_box_4_icon",
        "step_1_box_4_tooltip",
        "step_1_input_label",
        "step_1_button_label",
        "step_1_required_text",
        "step_1_error_text",
        "step_1_footer_text",
        "step_1_retailer_link_text",
        "step_1_retailer_link_url",
        "step_2_vin_text",
        "step_2_vehicle_change",
        "step_2_terms_checkbox_text",
        "step_2_terms_link_text",
        "step_2_terms_link_url",
        "step_2_terms_required_text",
        "step_2_download_latest",
        "step_2_download_latest_url",
        "step_2_download_maps",
        "map_download_url",
        "step_3_main_title",
        "step_3_main_text",
        "step_3_subtitle",
        "step_3_paragraph_1",
        "step_3_paragraph_2",
        "step_3_paragraph_3",
        "step_3_download_link_text",
        "step_3_retailer_link_text",
        "step_3_retailer_link_url",
        "step_3_vehicle_update_text",
        "box_color",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-masonry": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "disable_autoplay": {
        "ui:widget": "Bool"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "image_1": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "image_2": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "image_3": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "image_video_placeholder": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "img_video_grid": {
        "ui:enumNames": [
          "الفيديو في الأعلى",
          "الفيديو في الأسفل"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "native_video": {
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "pause_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "play_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "img_video_grid",
        "native_video",
        "disable_autoplay",
        "video_ui_theme",
        "image_video_placeholder",
        "image_1",
        "image_2",
        "image_3",
        "play_label",
        "pause_label",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "video_ui_theme": {
        "ui:enumNames": [
          "فاتحة",
          "داكنة"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-model-summary-filters": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "engines_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "model": {
        "ui:enumNames": [],
        "ui:options": {
          "optionsSource": "nameplates",
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "price_from_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "selectBodystyle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "selectModel": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "submit": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "model",
        "selectBodystyle",
        "selectModel",
        "submit",
        "price_from_label",
        "engines_label",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "nameplate": {
          "ui:enumNames": [],
          "ui:options": {
            "optionsSource": "nameplates",
            "searchable": false
          },
          "ui:widget": "Select"
        },
        "ui:order": [
          "nameplate",
          "link"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-models-carousel-manual": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "models-label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "spec_consumption_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "spec_engine_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "spec_lease_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "spec_name_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "spec_price_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "models-label",
        "spec_name_label",
        "spec_engine_label",
        "spec_consumption_label",
        "spec_price_label",
        "spec_lease_label",
        "box_color",
        "padding_grid_class",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "nameplate": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "specs": {
          "ui:field": "Json"
        },
        "transparent-image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "ui:order": [
          "nameplate",
          "image",
          "transparent-image",
          "specs"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-models-specifications": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "close_collapse_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "engine_dropdown_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "is_toggle": {
        "ui:widget": "Bool"
      },
      "kf_acc_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "main-button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "open_collapse_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "rtg_icon_1": {
        "ui:widget": "Icon"
      },
      "rtg_icon_2": {
        "ui:widget": "Icon"
      },
      "rtg_link_1": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "rtg_link_2": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "rtg_paragraph_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "rtg_paragraph_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "std_acc_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "toggle_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "is_toggle",
        "toggle_label",
        "open_collapse_label",
        "close_collapse_label",
        "engine_dropdown_label",
        "kf_acc_label",
        "std_acc_label",
        "main-button",
        "rtg_icon_1",
        "rtg_link_1",
        "rtg_paragraph_1",
        "rtg_icon_2",
        "rtg_link_2",
        "rtg_paragraph_2",
        "padding_grid_class",
        "border_grid_class",
        "error_msg",
        "try_again_btn_label",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "accordion_schema": {
          "ui:field": "Json"
        },
        "additional_specification_modal_button_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "additional_specification_modal_content": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "button_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "car_key": {
          "ui:placeholder": "l663_26my_x",
          "ui:widget": "String"
        },
        "car_title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "electric_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "hybrid_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 684,
                "w": 1216
              },
              {
                "h": 497,
                "w": 884
              },
              {
                "h": 408,
                "w": 725
              }
            ],
            "withAlt": true
          }
        },
        "is_disabled": {
          "ui:widget": "Bool"
        },
        "petrol_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "price": {
          "ui:widget": "Number"
        },
        "ui:order": [
          "is_disabled",
          "car_key",
          "image",
          "car_title",
          "price",
          "electric_label",
          "petrol_label",
          "hybrid_label",
          "button_label",
          "accordion_schema",
          "additional_specification_modal_button_label",
          "additional_specification_modal_content"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-news": {
    "fields": {
      "background_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "error_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_message": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "news_path": {
        "ui:widget": "String"
      },
      "no_results_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "no_results_message": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "pagination_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quick_links_is_reversed": {
        "ui:widget": "Bool"
      },
      "quick_links_mobile_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "read_more": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "news_path",
        "background_color",
        "read_more",
        "pagination_text",
        "error_heading",
        "error_message",
        "no_results_heading",
        "no_results_message",
        "quick_links_mobile_label",
        "quick_links_is_reversed"
      ]
    },
    "groups": {
      "items": {
        "rdx-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "ui:order": [
          "rdx-link"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 8,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-number-button-slider": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "has_icons": {
        "ui:widget": "Bool"
      },
      "has_timer": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "hotspots": {
        "ui:field": "Json"
      },
      "hotspots_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 650,
              "w": 1600
            },
            {
              "h": 416,
              "w": 1024
            },
            {
              "h": 260,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "has_timer",
        "has_icons",
        "hotspots_image",
        "hotspots",
        "padding_grid_class",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "link_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "tagline": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "image",
          "tagline",
          "link_label"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-off-road-quiz": {
    "fields": {
      "all_accessories": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "continue_build_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "deselect_all_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_emissions": {
        "ui:widget": "Number"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "emissions_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "get_started_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "get_started_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "help_me_choose_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "images_data_url": {
        "ui:widget": "String"
      },
      "multi_hint_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "next_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "none_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "pause_video_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_emissions": {
        "ui:widget": "Number"
      },
      "play_video_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "previous_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_answer_4": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_answer_5": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_answer_6": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_answer_4": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_answer_4": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_answer_5": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "result_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "see_results_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "start_again_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "start_new_build_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "start_new_build_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "step_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "header_tag",
        "images_data_url",
        "welcome_video",
        "pause_video_label",
        "play_video_label",
        "welcome_imageid",
        "welcome_label",
        "welcome_title",
        "welcome_paragraph",
        "help_me_choose_label",
        "get_started_label",
        "get_started_link",
        "step_label",
        "multi_hint_label",
        "deselect_all_label",
        "previous_label",
        "next_label",
        "see_results_label",
        "question_1_label",
        "question_1_title",
        "question_1_subtitle",
        "question_1_answer_1",
        "question_1_answer_2",
        "question_1_answer_3",
        "question_1_answer_4",
        "question_1_answer_5",
        "question_1_answer_6",
        "question_2_label",
        "question_2_title",
        "question_2_subtitle",
        "question_2_answer_1",
        "question_2_answer_2",
        "question_2_answer_3",
        "question_2_answer_4",
        "question_3_label",
        "question_3_title",
        "question_3_subtitle",
        "question_3_answer_1",
        "question_3_answer_2",
        "question_3_answer_3",
        "question_3_answer_4",
        "question_3_answer_5",
        "result_label",
        "emissions_label",
        "diesel_emissions",
        "petrol_emissions",
        "continue_build_label",
        "start_new_build_label",
        "start_new_build_link",
        "start_again_label",
        "summary_label",
        "none_label",
        "variant_90_diesel_adventurer_image",
        "variant_90_diesel_adventurer_body",
        "variant_90_diesel_adventurer_continue",
        "variant_90_diesel_country_image",
        "variant_90_diesel_country_body",
        "variant_90_diesel_country_continue",
        "variant_90_diesel_explorer_image",
        "variant_90_diesel_explorer_body",
        "variant_90_diesel_explorer_continue",
        "variant_90_diesel_urban_image",
        "variant_90_diesel_urban_body",
        "variant_90_diesel_urban_continue",
        "variant_90_petrol_adventurer_image",
        "variant_90_petrol_adventurer_body",
        "variant_90_petrol_adventurer_continue",
        "variant_90_petrol_country_image",
        "variant_90_petrol_country_body",
        "variant_90_petrol_country_continue",
        "variant_90_petrol_explorer_image",
        "variant_90_petrol_explorer_body",
        "variant_90_petrol_explorer_continue",
        "variant_90_petrol_urban_image",
        "variant_90_petrol_urban_body",
        "variant_90_petrol_urban_continue",
        "variant_110_diesel_adventurer_image",
        "variant_110_diesel_adventurer_body",
        "variant_110_diesel_adventurer_continue",
        "variant_110_diesel_country_image",
        "variant_110_diesel_country_body",
        "variant_110_diesel_country_continue",
        "variant_110_diesel_explorer_image",
        "variant_110_diesel_explorer_body",
        "variant_110_diesel_explorer_continue",
        "variant_110_diesel_urban_image",
        "variant_110_diesel_urban_body",
        "variant_110_diesel_urban_continue",
        "variant_110_petrol_adventurer_image",
        "variant_110_petrol_adventurer_body",
        "variant_110_petrol_adventurer_continue",
        "variant_110_petrol_country_image",
        "variant_110_petrol_country_body",
        "variant_110_petrol_country_continue",
        "variant_110_petrol_explorer_image",
        "variant_110_petrol_explorer_body",
        "variant_110_petrol_explorer_continue",
        "variant_110_petrol_urban_image",
        "variant_110_petrol_urban_body",
        "variant_110_petrol_urban_continue",
        "wherever_your_lifestyle",
        "all_accessories",
        "disclaimer",
        "error_msg",
        "try_again_btn_label"
      ],
      "variant_110_diesel_adventurer_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_110_diesel_adventurer_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_110_diesel_adventurer_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_110_diesel_country_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_110_diesel_country_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_110_diesel_country_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_110_diesel_explorer_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_110_diesel_explorer_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_110_diesel_explorer_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_110_diesel_urban_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_110_diesel_urban_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_110_diesel_urban_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_110_petrol_adventurer_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_110_petrol_adventurer_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_110_petrol_adventurer_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_110_petrol_country_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_110_petrol_country_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_110_petrol_country_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_110_petrol_explorer_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_110_petrol_explorer_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_110_petrol_explorer_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_110_petrol_urban_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_110_petrol_urban_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_110_petrol_urban_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_90_diesel_adventurer_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_90_diesel_adventurer_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_90_diesel_adventurer_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_90_diesel_country_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_90_diesel_country_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_90_diesel_country_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_90_diesel_explorer_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_90_diesel_explorer_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_90_diesel_explorer_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_90_diesel_urban_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_90_diesel_urban_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_90_diesel_urban_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_90_petrol_adventurer_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_90_petrol_adventurer_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_90_petrol_adventurer_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_90_petrol_country_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_90_petrol_country_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_90_petrol_country_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_90_petrol_explorer_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_90_petrol_explorer_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_90_petrol_explorer_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "variant_90_petrol_urban_body": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "variant_90_petrol_urban_continue": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "variant_90_petrol_urban_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "welcome_imageid": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "welcome_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "welcome_paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "welcome_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "welcome_video": {
        "ui:widget": "String"
      },
      "wherever_your_lifestyle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "data": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "secondary_link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "ui:order": [
          "image",
          "data",
          "link",
          "secondary_link"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 10,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-offers-to-crm": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "brand_defender": {
        "ui:widget": "Bool"
      },
      "brand_discovery": {
        "ui:widget": "Bool"
      },
      "brand_jaguar": {
        "ui:widget": "Bool"
      },
      "brand_range_rover": {
        "ui:widget": "Bool"
      },
      "button_position": {
        "ui:enumNames": [
          "يسار",
          "وسط",
          "يمين"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "category": {
        "ui:widget": "String"
      },
      "error_button_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "form_id": {
        "ui:enumNames": [],
        "ui:options": {
          "optionsSource": "forms",
          "searchable": true
        },
        "ui:widget": "Select"
      },
      "form_subtile": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "form_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_two_columns": {
        "ui:widget": "Bool"
      },
      "ui:order": [
        "block_scroll_id",
        "category",
        "brand_range_rover",
        "brand_defender",
        "brand_discovery",
        "brand_jaguar",
        "form_title",
        "form_subtile",
        "form_id",
        "has_two_columns",
        "button_position",
        "error_text",
        "error_button_text"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-overseas-stock-locator": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculator_separator": {
        "ui:field": "Separator",
        "ui:options": {
          "big": false
        }
      },
      "card_attributes": {
        "ui:field": "Json"
      },
      "card_icons": {
        "ui:field": "Json"
      },
      "cards_separator": {
        "ui:field": "Separator",
        "ui:options": {
          "big": false
        }
      },
      "ci_key_list": {
        "ui:widget": "String"
      },
      "default_sort": {
        "ui:enumNames": [
          "سنة الصنع: الأقدم أولاً",
          "سنة الصنع: الأحدث أولاً",
          "الأقدم إضافة",
          "الأحدث إضافة",
          "المسافة: الأقل أولاً",
          "المسافة: الأكثر أولاً",
          "السعر: الأقل أولاً",
          "السعر: الأعلى أولاً",
          "حالة التوفر"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "filter-brands": {
        "ui:widget": "Bool"
      },
      "filter-colors": {
        "ui:widget": "Bool"
      },
      "filter-dealers": {
        "ui:widget": "Bool"
      },
      "filter-display_price": {
        "ui:widget": "Bool"
      },
      "filter-engine_types": {
        "ui:widget": "Bool"
      },
      "filter-financing_options": {
        "ui:widget": "Bool"
      },
      "filter-mileage": {
        "ui:widget": "Bool"
      },
      "filter-model_year": {
        "ui:widget": "Bool"
      },
      "filter-models": {
        "ui:widget": "Bool"
      },
      "filter-msrp_price": {
        "ui:widget": "Bool"
      },
      "filter-number_of_seats": {
        "ui:widget": "Bool"
      },
      "filter-power": {
        "ui:widget": "Bool"
      },
      "filter-production_year": {
        "ui:widget": "Bool"
      },
      "filter-specific_colors": {
        "ui:widget": "Bool"
      },
      "filter-states": {
        "ui:widget": "Bool"
      },
      "filter-statuses": {
        "ui:widget": "Bool"
      },
      "filter-transmissions": {
        "ui:widget": "Bool"
      },
      "filters_separator": {
        "ui:field": "Separator",
        "ui:options": {
          "big": false
        }
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "items_per_page": {
        "ui:widget": "Number"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "reset_button_theme": {
        "ui:enumNames": [
          "أساسي",
          "ثانوي",
          "ثالثي"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "reverse_calculator": {
        "ui:widget": "Bool"
      },
      "reverse_calculator_down_payment": {
        "ui:widget": "Number"
      },
      "reverse_calculator_error": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "reverse_calculator_rate": {
        "ui:widget": "Number"
      },
      "reverse_calculator_term": {
        "ui:widget": "Number"
      },
      "sl_key_brand": {
        "ui:enumNames": [
          "الكل",
          "لاند روفر",
          "جاكوار"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "ci_key_list",
        "sl_key_brand",
        "filters_separator",
        "filter-brands",
        "filter-models",
        "filter-financing_options",
        "filter-states",
        "filter-statuses",
        "filter-msrp_price",
        "filter-display_price",
        "filter-mileage",
        "filter-production_year",
        "filter-model_year",
        "filter-power",
        "filter-engine_types",
        "filter-transmissions",
        "filter-colors",
        "filter-specific_colors",
        "filter-dealers",
        "filter-number_of_seats",
        "cards_separator",
        "items_per_page",
        "default_sort",
        "card_attributes",
        "card_icons",
        "reset_button_theme",
        "vehicles",
        "calculator_separator",
        "reverse_calculator",
        "reverse_calculator_rate",
        "reverse_calculator_term",
        "reverse_calculator_down_payment",
        "reverse_calculator_error",
        "padding_grid_class",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicles": {
        "ui:field": "Json"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-parallax-image": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "image-ratio": {
        "ui:enumNames": [
          "16:9",
          "16:6.5"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "image-ratio",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "heading": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 900,
                "w": 1600
              },
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "ui:order": [
          "image",
          "heading",
          "paragraph"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 40,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-powertrain-quiz": {
    "fields": {
      "back_to_result_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "benefits_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "diesel_business_benefits": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_business_button": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_business_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_business_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_business_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "diesel_business_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "diesel_business_name": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_business_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_private_benefits": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_private_button": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_private_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_private_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "diesel_private_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "diesel_private_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "diesel_private_name": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "diesel_private_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "next_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "petrol_business_benefits": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_business_button": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_business_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_business_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_business_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "petrol_business_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "petrol_business_name": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_business_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_private_benefits": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_private_button": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_private_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_private_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "petrol_private_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "petrol_private_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "petrol_private_name": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "petrol_private_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_business_benefits": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_business_button": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_business_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_business_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_business_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "phev_business_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "phev_business_name": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_business_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_private_benefits": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_private_button": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_private_description": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_private_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "phev_private_image": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "phev_private_link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "phev_private_name": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "phev_private_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "previous_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_1_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_2_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_3_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_4_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_4_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_4_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_4_answer_4": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_4_answer_5": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_4_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_4_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_5_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_5_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_5_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_5_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "question_5_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "see_results_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "single_hint_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "start_again_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_intro": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_1_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_1_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_2_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_2_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_3_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_3_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_4_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_4_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_4_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_4_answer_4": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_4_answer_5": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_5_answer_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_5_answer_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_question_5_answer_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "header_tag",
        "quiz_label",
        "step_label",
        "single_hint_label",
        "previous_label",
        "next_label",
        "see_results_label",
        "question_1_title",
        "question_1_subtitle",
        "question_1_answer_1",
        "question_1_answer_2",
        "question_2_title",
        "question_2_subtitle",
        "question_2_answer_1",
        "question_2_answer_2",
        "question_3_title",
        "question_3_subtitle",
        "question_3_answer_1",
        "question_3_answer_2",
        "question_4_title",
        "question_4_subtitle",
        "question_4_answer_1",
        "question_4_answer_2",
        "question_4_answer_3",
        "question_4_answer_4",
        "question_4_answer_5",
        "question_5_title",
        "question_5_subtitle",
        "question_5_answer_1",
        "question_5_answer_2",
        "question_5_answer_3",
        "benefits_label",
        "phev_private_image",
        "phev_private_title",
        "phev_private_name",
        "phev_private_description",
        "phev_private_button",
        "phev_private_link",
        "phev_private_benefits",
        "phev_private_disclaimer",
        "phev_business_image",
        "phev_business_title",
        "phev_business_name",
        "phev_business_description",
        "phev_business_button",
        "phev_business_link",
        "phev_business_benefits",
        "phev_business_disclaimer",
        "diesel_private_image",
        "diesel_private_title",
        "diesel_private_name",
        "diesel_private_description",
        "diesel_private_button",
        "diesel_private_link",
        "diesel_private_benefits",
        "diesel_private_disclaimer",
        "diesel_business_image",
        "diesel_business_title",
        "diesel_business_name",
        "diesel_business_description",
        "diesel_business_button",
        "diesel_business_link",
        "diesel_business_benefits",
        "diesel_business_disclaimer",
        "petrol_private_image",
        "petrol_private_title",
        "petrol_private_name",
        "petrol_private_description",
        "petrol_private_button",
        "petrol_private_link",
        "petrol_private_benefits",
        "petrol_private_disclaimer",
        "petrol_business_image",
        "petrol_business_title",
        "petrol_business_name",
        "petrol_business_description",
        "petrol_business_button",
        "petrol_business_link",
        "petrol_business_benefits",
        "petrol_business_disclaimer",
        "summary_title",
        "summary_intro",
        "summary_question_1_answer_1",
        "summary_question_1_answer_2",
        "summary_question_2_answer_1",
        "summary_question_2_answer_2",
        "summary_question_3_answer_1",
        "summary_question_3_answer_2",
        "summary_question_4_answer_1",
        "summary_question_4_answer_2",
        "summary_question_4_answer_3",
        "summary_question_4_answer_4",
        "summary_question_4_answer_5",
        "summary_question_5_answer_1",
        "summary_question_5_answer_2",
        "summary_question_5_answer_3",
        "back_to_result_label",
        "start_again_label",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-quote": {
    "fields": {
      "author": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "author_position": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "justify_text": {
        "ui:widget": "Bool"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "section_class": {
        "ui:enumNames": [
          "يسار",
          "وسط",
          "يمين"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ui:order": [
        "block_scroll_id",
        "section_class",
        "justify_text",
        "quote",
        "author",
        "author_position",
        "padding_grid_class",
        "border_grid_class"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-quote-slider": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "box_color",
        "padding_grid_class",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "author": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "author_position": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "justify_text": {
          "ui:widget": "Bool"
        },
        "quote": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "section_class": {
          "ui:enumNames": [
            "يسار",
            "وسط",
            "يمين"
          ],
          "ui:options": {
            "searchable": false
          },
          "ui:widget": "Select"
        },
        "ui:order": [
          "section_class",
          "justify_text",
          "quote",
          "author",
          "author_position"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-range-calculator": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "climate_modal": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "env_modal": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "json_url": {
        "ui:widget": "String"
      },
      "preconditioning_modal": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "range_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "range_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "range_unit": {
        "ui:enumNames": [
          "كيلومتر",
          "ميل"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "select_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "translations": {
        "ui:field": "Json"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "json_url",
        "select_label",
        "range_label",
        "range_unit",
        "range_disclaimer",
        "wheel_bottom_label",
        "wheel_modal",
        "climate_modal",
        "preconditioning_modal",
        "env_modal",
        "translations",
        "error_msg",
        "try_again_btn_label"
      ],
      "wheel_bottom_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "wheel_modal": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      }
    },
    "groups": {
      "items": {
        "car_description": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "car_link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "car_name": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "range_car_engines_mapper": {
          "ui:field": "Json"
        },
        "ui:order": [
          "image",
          "car_name",
          "car_description",
          "car_link",
          "range_car_engines_mapper",
          "wheel_sizes_mapper"
        ],
        "wheel_sizes_mapper": {
          "ui:field": "Json"
        }
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-ready-to-go-bar": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "fabDisabled": {
        "ui:widget": "Bool"
      },
      "hide_block": {
        "ui:widget": "Bool"
      },
      "mobile_button_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:placeholder": "عرض المزيد",
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "fabDisabled",
        "mobile_button_label",
        "hide_block"
      ]
    },
    "groups": {
      "items": {
        "content": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "fallback_content": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "fallback_icon": {
          "ui:widget": "Icon"
        },
        "fallback_link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "icon": {
          "ui:widget": "Icon"
        },
        "isUsedAsButton": {
          "ui:widget": "Bool"
        },
        "link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "ui:order": [
          "icon",
          "link",
          "content",
          "isUsedAsButton",
          "use_dc_fallback",
          "fallback_icon",
          "fallback_link",
          "fallback_content"
        ],
        "use_dc_fallback": {
          "ui:widget": "Bool"
        }
      },
      "ui:options": {
        "addable": true,
        "maxItems": 5,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-rent-a-car": {
    "fields": {
      "additional_json": {
        "ui:field": "Json"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "block_translations": {
        "ui:field": "Json"
      },
      "contact_step_form_id": {
        "ui:enumNames": [],
        "ui:options": {
          "optionsSource": "forms",
          "searchable": true
        },
        "ui:widget": "Select"
      },
      "error_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "error_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "form_hidden_field_mapping": {
        "ui:field": "Json"
      },
      "form_summary_template": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "location_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "locations_json": {
        "ui:field": "Json"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ty_button_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ty_disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "ty_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "block_translations",
        "locations_json",
        "vehicles_json",
        "location_disclaimer",
        "contact_step_form_id",
        "form_hidden_field_mapping",
        "form_summary_template",
        "ty_heading",
        "ty_disclaimer",
        "ty_button_label",
        "error_heading",
        "error_disclaimer",
        "additional_json",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicles_json": {
        "ui:field": "Json"
      }
    },
    "groups": {
      "items": {
        "data_json": {
          "ui:field": "Json"
        },
        "name": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "name",
          "data_json"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 4,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-retailer-locator": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-retailer-locator-cards": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "distance_translation": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "distance_unit": {
        "ui:enumNames": [
          "كيلومتر",
          "ميل"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "retailers_translation": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "search_translation": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "services_translation": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "show_translation": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "retailers_translation",
        "search_translation",
        "distance_translation",
        "show_translation",
        "services_translation",
        "distance_unit",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "address": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "city": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "contact_info": {
          "ui:field": "Json"
        },
        "latitude": {
          "ui:widget": "Number"
        },
        "longitude": {
          "ui:widget": "Number"
        },
        "name": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "services": {
          "ui:field": "Json"
        },
        "ui:order": [
          "name",
          "address",
          "city",
          "latitude",
          "longitude",
          "contact_info",
          "services"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-retailer-locator-mena": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-retailer-locator-with-map": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-retailer-schema": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id"
      ]
    },
    "groups": {
      "items": {
        "address": {
          "ui:field": "Json"
        },
        "contact_info": {
          "ui:field": "Json"
        },
        "latitude": {
          "ui:widget": "Number"
        },
        "longitude": {
          "ui:widget": "Number"
        },
        "offers_info": {
          "ui:field": "Json"
        },
        "opening_hours": {
          "ui:widget": "Text"
        },
        "payment_accepted": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "price_range": {
          "ui:widget": "String"
        },
        "retailer_description": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "retailer_image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 675,
                "w": 1200
              }
            ],
            "withAlt": true
          }
        },
        "retailer_keywords": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "retailer_name": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "retailer_image",
          "retailer_name",
          "retailer_description",
          "retailer_keywords",
          "opening_hours",
          "payment_accepted",
          "price_range",
          "address",
          "latitude",
          "longitude",
          "contact_info",
          "offers_info"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-retailer-service-schema": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id"
      ]
    },
    "groups": {
      "items": {
        "address": {
          "ui:field": "Json"
        },
        "contact_info": {
          "ui:field": "Json"
        },
        "description": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 675,
                "w": 1200
              }
            ],
            "withAlt": true
          }
        },
        "keywords": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "latitude": {
          "ui:widget": "Number"
        },
        "longitude": {
          "ui:widget": "Number"
        },
        "name": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "offers_info": {
          "ui:field": "Json"
        },
        "opening_hours": {
          "ui:widget": "Text"
        },
        "payment_accepted": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "price_range": {
          "ui:widget": "String"
        },
        "ui:order": [
          "image",
          "name",
          "description",
          "keywords",
          "opening_hours",
          "payment_accepted",
          "price_range",
          "address",
          "latitude",
          "longitude",
          "contact_info",
          "offers_info"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-seat-slider": {
    "fields": {
      "big_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "click_to_interact_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "click_to_interact_label_mobile": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "counter": {
        "ui:widget": "Number"
      },
      "counter_unit": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "frame_1": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "frame_2": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "frame_3": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "frame_4": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "image_under_text": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "reversed_counter_position": {
        "ui:widget": "Bool"
      },
      "slider_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "small_heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "small_heading",
        "big_heading",
        "header_tag",
        "counter",
        "counter_unit",
        "image_under_text",
        "disclaimer",
        "frame_1",
        "frame_2",
        "frame_3",
        "frame_4",
        "reversed_counter_position",
        "click_to_interact_label",
        "click_to_interact_label_mobile",
        "slider_label",
        "box_color",
        "padding_grid_class",
        "offer_schedule"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-section-image-tabs": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_lazyload": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "has_lazyload",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "blocks_count": {
          "ui:widget": "Number"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 360,
                "w": 640
              },
              {
                "h": 180,
                "w": 320
              }
            ],
            "withAlt": true
          }
        },
        "tab_id": {
          "ui:widget": "String"
        },
        "tab_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "image",
          "blocks_count",
          "tab_label",
          "tab_id"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 6,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-section-tabs": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "copy_position": {
        "ui:enumNames": [
          "أعلى التبويبات",
          "أسفل التبويبات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "has_modal": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "modal_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "copy_position",
        "has_modal",
        "modal_title",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "blocks_count": {
          "ui:widget": "Number"
        },
        "group_paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "group_title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "modal_tab_image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 360,
                "w": 640
              },
              {
                "h": 180,
                "w": 320
              }
            ],
            "withAlt": true
          }
        },
        "modal_tab_subtitle": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "modal_tab_title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "tab_icon": {
          "ui:widget": "Icon"
        },
        "tab_id": {
          "ui:widget": "String"
        },
        "tab_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "blocks_count",
          "tab_icon",
          "tab_label",
          "tab_id",
          "group_title",
          "group_paragraph",
          "modal_tab_title",
          "modal_tab_subtitle",
          "modal_tab_image"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 8,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-select-your-vehicle-to-update": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "button_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "child_all_items_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "child_dropdown_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "child_dropdown_placeholder": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "clear_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "info_text_below": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "parent_all_items_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "parent_dropdown_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "parent_dropdown_placeholder": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "result_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "result_text_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "section_class": {
        "ui:widget": "String"
      },
      "subblocks_mapper": {
        "ui:field": "Json"
      },
      "subgroups_bg_theme": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "subgroups_bg_theme",
        "section_class",
        "parent_dropdown_label",
        "parent_dropdown_placeholder",
        "parent_all_items_label",
        "child_dropdown_label",
        "child_dropdown_placeholder",
        "child_all_items_label",
        "button_text",
        "clear_text",
        "result_text",
        "result_text_label",
        "info_text_below",
        "view_all_link_text",
        "subblocks_mapper",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "view_all_link_text": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "button_text": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "modal_button": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "modal_description": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "modal_title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "subblock_key": {
          "ui:widget": "String"
        },
        "ui:order": [
          "subblock_key",
          "button_text",
          "modal_title",
          "modal_description",
          "modal_button"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 40,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-sign-post": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "col-numbers": {
        "ui:widget": "Number"
      },
      "header_icon": {
        "ui:widget": "Icon"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "rdx-links": {
        "ui:field": "LinksCollection",
        "ui:options": {
          "orderable": true
        }
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "header_icon",
        "paragraph",
        "col-numbers",
        "box_color",
        "rdx-links"
      ]
    },
    "groups": {
      "items": {
        "heading": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "icon": {
          "ui:widget": "Icon"
        },
        "image": {
          "ui:field": "Image",
          "ui:options": {
            "sizes": [
              {
                "h": 576,
                "w": 1024
              },
              {
                "h": 360,
                "w": 640
              }
            ],
            "withAlt": true
          }
        },
        "rdx-link": {
          "ui:field": "Link",
          "ui:options": {
            "withoutIcon": false
          }
        },
        "text": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "ui:order": [
          "image",
          "icon",
          "heading",
          "text",
          "rdx-link"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 12,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-single-offer": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "description": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "description_second": {
        "ui:options": {
          "contentful": true,
          "language": "html"
        },
        "ui:widget": "Markdown"
      },
      "form_id": {
        "ui:enumNames": [],
        "ui:options": {
          "optionsSource": "forms",
          "searchable": true
        },
        "ui:widget": "Select"
      },
      "has_two_columns": {
        "ui:widget": "Bool"
      },
      "hash": {
        "ui:widget": "String"
      },
      "hidden_fields": {
        "ui:field": "Json"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "title",
        "description",
        "description_second",
        "hash",
        "offer_schedule",
        "hidden_fields",
        "form_id",
        "has_two_columns"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-snippet": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "font_size": {
        "ui:enumNames": [
          "عادي",
          "صغير"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_font": {
        "ui:enumNames": [
          "أساسي",
          "ثانوي"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "intro_separator": {
        "ui:field": "Separator",
        "ui:options": {
          "big": false
        }
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "rdx-buttons": {
        "ui:field": "LinksCollection",
        "ui:options": {
          "orderable": true
        }
      },
      "section_class": {
        "ui:enumNames": [
          "عريض - في الوسط",
          "عريض - إلى اليسار",
          "ضيق - في الوسط",
          "ضيق - إلى اليسار",
          "عريض - في الوسط (إخلاء مسؤولية)",
          "ضيق - إلى اليسار (إخلاء مسؤولية)"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "section_height": {
        "ui:enumNames": [
          "عادي",
          "قصير",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ui:order": [
        "block_scroll_id",
        "section_class",
        "section_height",
        "intro_separator",
        "heading",
        "header_tag",
        "header_size",
        "header_font",
        "paragraph",
        "rdx-buttons",
        "font_size"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-specification-accordion": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "model": {
        "ui:enumNames": [],
        "ui:options": {
          "optionsSource": "nameplates",
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "model_key_additional": {
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "selectEngineLabel": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "selectModelLabel": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "selectSpecificationLabel": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "model",
        "model_key_additional",
        "variants",
        "selectModelLabel",
        "selectEngineLabel",
        "selectSpecificationLabel",
        "viewSpecificationLabel",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "variants": {
        "ui:field": "Json"
      },
      "viewSpecificationLabel": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      }
    },
    "groups": {
      "items": {
        "content": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "title",
          "content"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 100,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-specification-at-a-glance": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "col-numbers": {
        "ui:widget": "Number"
      },
      "disclaimer": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "col-numbers",
        "box_color",
        "disclaimer",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "icon": {
          "ui:widget": "Icon"
        },
        "label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "value",
          "unit",
          "label",
          "icon"
        ],
        "unit": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "value": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        }
      },
      "ui:options": {
        "addable": true,
        "maxItems": 20,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-stock-locator": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "calculator_separator": {
        "ui:field": "Separator",
        "ui:options": {
          "big": false
        }
      },
      "card_attributes": {
        "ui:field": "Json"
      },
      "card_icons": {
        "ui:field": "Json"
      },
      "cards_separator": {
        "ui:field": "Separator",
        "ui:options": {
          "big": false
        }
      },
      "ci_key_list": {
        "ui:widget": "String"
      },
      "default_sort": {
        "ui:enumNames": [
          "سنة الصنع: الأقدم أولاً",
          "سنة الصنع: الأحدث أولاً",
          "الأقدم إضافة",
          "الأحدث إضافة",
          "المسافة: الأقل أولاً",
          "المسافة: الأكثر أولاً",
          "السعر: الأقل أولاً",
          "السعر: الأعلى أولاً",
          "حالة التوفر"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "filter-brands": {
        "ui:widget": "Bool"
      },
      "filter-colors": {
        "ui:widget": "Bool"
      },
      "filter-dealers": {
        "ui:widget": "Bool"
      },
      "filter-display_price": {
        "ui:widget": "Bool"
      },
      "filter-engine_types": {
        "ui:widget": "Bool"
      },
      "filter-financing_options": {
        "ui:widget": "Bool"
      },
      "filter-mileage": {
        "ui:widget": "Bool"
      },
      "filter-model_year": {
        "ui:widget": "Bool"
      },
      "filter-models": {
        "ui:widget": "Bool"
      },
      "filter-msrp_price": {
        "ui:widget": "Bool"
      },
      "filter-number_of_seats": {
        "ui:widget": "Bool"
      },
      "filter-power": {
        "ui:widget": "Bool"
      },
      "filter-production_year": {
        "ui:widget": "Bool"
      },
      "filter-specific_colors": {
        "ui:widget": "Bool"
      },
      "filter-states": {
        "ui:widget": "Bool"
      },
      "filter-statuses": {
        "ui:widget": "Bool"
      },
      "filter-transmissions": {
        "ui:widget": "Bool"
      },
      "filters_separator": {
        "ui:field": "Separator",
        "ui:options": {
          "big": false
        }
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "items_per_page": {
        "ui:widget": "Number"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "reset_button_theme": {
        "ui:enumNames": [
          "أساسي",
          "ثانوي",
          "ثالثي"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "reverse_calculator": {
        "ui:widget": "Bool"
      },
      "reverse_calculator_down_payment": {
        "ui:widget": "Number"
      },
      "reverse_calculator_error": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "reverse_calculator_rate": {
        "ui:widget": "Number"
      },
      "reverse_calculator_term": {
        "ui:widget": "Number"
      },
      "sl_key_brand": {
        "ui:enumNames": [
          "الكل",
          "لاند روفر",
          "جاكوار"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "ci_key_list",
        "sl_key_brand",
        "filters_separator",
        "filter-brands",
        "filter-models",
        "filter-financing_options",
        "filter-states",
        "filter-statuses",
        "filter-msrp_price",
        "filter-display_price",
        "filter-mileage",
        "filter-production_year",
        "filter-model_year",
        "filter-power",
        "filter-engine_types",
        "filter-transmissions",
        "filter-colors",
        "filter-specific_colors",
        "filter-dealers",
        "filter-number_of_seats",
        "cards_separator",
        "items_per_page",
        "default_sort",
        "card_attributes",
        "card_icons",
        "reset_button_theme",
        "vehicles",
        "calculator_separator",
        "reverse_calculator",
        "reverse_calculator_rate",
        "reverse_calculator_term",
        "reverse_calculator_down_payment",
        "reverse_calculator_error",
        "padding_grid_class",
        "error_msg",
        "try_again_btn_label"
      ],
      "vehicles": {
        "ui:field": "Json"
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-stock-locator-carousel": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "card_attributes": {
        "ui:field": "Json"
      },
      "ci_key_brand": {
        "ui:enumNames": [
          "الكل",
          "لاند روفر",
          "جاكوار"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ci_key_list": {
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "items": {
        "ui:widget": "Number"
      },
      "jag_model_key": {
        "ui:enumNames": [
          "الكل",
          "F-PACE (X761)",
          "I-PACE (X590)",
          "E-PACE (X540)",
          "F-TYPE (X152)",
          "XE (X760)",
          "XF (X260)"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "lr_model_key": {
        "ui:enumNames": [
          "الكل",
          "رينج روفر (L405)",
          "رينج روفر سبورت (L494)",
          "رينج روفر (L460)",
          "رينج روفر سبورت (L461)",
          "رينج روفر فيلار (L560)",
          "رينج روفر إيفوك (L551)",
          "ديسكفري سبورت (L550)",
          "ديفندر (L663)",
          "ديسكفري (L462)"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "rdx-link": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "sort": {
        "ui:enumNames": [
          "سنة الصنع: الأقدم أولاً",
          "سنة الصنع: الأحدث أولاً",
          "الأقدم إضافة",
          "الأحدث إضافة",
          "المسافة: الأقل أولاً",
          "المسافة: الأكثر أولاً",
          "السعر: الأقل أولاً",
          "السعر: الأعلى أولاً",
          "حالة التوفر"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "ci_key_list",
        "ci_key_brand",
        "lr_model_key",
        "jag_model_key",
        "items",
        "sort",
        "card_attributes",
        "rdx-link",
        "padding_grid_class",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-subscription-quiz": {
    "fields": {
      "alternative_product_fullservice_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "alternative_product_fullservice_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "alternative_product_fullservice_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "alternative_product_fullservice_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "alternative_product_leasingtogo_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "alternative_product_leasingtogo_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "alternative_product_leasingtogo_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "alternative_product_leasingtogo_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "alternative_product_loan_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "alternative_product_loan_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "alternative_product_loan_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "alternative_product_loan_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "alternative_product_subscription_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "alternative_product_subscription_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "alternative_product_subscription_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "alternative_product_subscription_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "alternatives_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "footer_button_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "footer_services_item_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "footer_services_item_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "footer_start_quiz": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "main_button_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "main_paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "main_product_fullservice_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "main_product_fullservice_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "main_product_fullservice_footer_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "main_product_fullservice_footer_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "main_product_fullservice_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "main_product_fullservice_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "main_product_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "main_product_loan_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "main_product_loan_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "main_product_loan_footer_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "main_product_loan_footer_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "main_product_loan_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "main_product_loan_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "main_product_subscription_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "main_product_subscription_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "main_product_subscription_footer_button": {
        "ui:field": "Link",
        "ui:options": {
          "withoutIcon": false
        }
      },
      "main_product_subscription_footer_content": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "main_product_subscription_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "main_product_subscription_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "main_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "previous_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_answer_label_step_1_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_answer_label_step_1_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_answer_label_step_1_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_answer_label_step_2_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_answer_label_step_2_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_answer_label_step_2_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_answer_label_step_3_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_answer_label_step_3_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_button_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "quiz_label_step_1": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_label_step_2": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_label_step_3": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "quiz_paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "quiz_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "single_hint_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "step_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_button_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_image_id": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      },
      "summary_paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "summary_subtitle": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "summary_title": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "header_tag",
        "welcome_imageid",
        "main_title",
        "main_paragraph",
        "main_button_title",
        "quiz_image_id",
        "quiz_title",
        "quiz_paragraph",
        "quiz_button_title",
        "previous_label",
        "step_label",
        "single_hint_label",
        "quiz_label_step_1",
        "quiz_answer_label_step_1_1",
        "quiz_answer_label_step_1_2",
        "quiz_answer_label_step_1_3",
        "quiz_label_step_2",
        "quiz_answer_label_step_2_1",
        "quiz_answer_label_step_2_2",
        "quiz_answer_label_step_2_3",
        "quiz_label_step_3",
        "quiz_answer_label_step_3_1",
        "quiz_answer_label_step_3_2",
        "summary_image_id",
        "summary_title",
        "summary_paragraph",
        "summary_subtitle",
        "summary_button_title",
        "main_product_label",
        "alternatives_label",
        "main_product_subscription_image_id",
        "main_product_subscription_title",
        "main_product_subscription_content",
        "main_product_subscription_button",
        "main_product_subscription_footer_content",
        "main_product_subscription_footer_button",
        "main_product_loan_image_id",
        "main_product_loan_title",
        "main_product_loan_content",
        "main_product_loan_button",
        "main_product_loan_footer_content",
        "main_product_loan_footer_button",
        "main_product_fullservice_image_id",
        "main_product_fullservice_title",
        "main_product_fullservice_content",
        "main_product_fullservice_button",
        "main_product_fullservice_footer_content",
        "main_product_fullservice_footer_button",
        "alternative_product_subscription_image_id",
        "alternative_product_subscription_title",
        "alternative_product_subscription_content",
        "alternative_product_subscription_button",
        "alternative_product_loan_image_id",
        "alternative_product_loan_title",
        "alternative_product_loan_content",
        "alternative_product_loan_button",
        "alternative_product_fullservice_image_id",
        "alternative_product_fullservice_title",
        "alternative_product_fullservice_content",
        "alternative_product_fullservice_button",
        "alternative_product_leasingtogo_image_id",
        "alternative_product_leasingtogo_title",
        "alternative_product_leasingtogo_content",
        "alternative_product_leasingtogo_button",
        "footer_services_item_content",
        "footer_services_item_button",
        "footer_start_quiz",
        "footer_button_label",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ],
      "welcome_imageid": {
        "ui:field": "Image",
        "ui:options": {
          "sizes": [
            {
              "h": 900,
              "w": 1600
            },
            {
              "h": 576,
              "w": 1024
            },
            {
              "h": 360,
              "w": 640
            }
          ],
          "withAlt": true
        }
      }
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-tabbed-component": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "clickToInteract": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "exit": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "hasControls": {
        "ui:widget": "Bool"
      },
      "hasVideoControls": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "resetToDash": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "touchToInteract": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "hasControls",
        "hasVideoControls",
        "clickToInteract",
        "touchToInteract",
        "resetToDash",
        "exit",
        "padding_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "component_type": {
          "ui:enumNames": [
            "شرائح العرض الرئيسية",
            "عرض خارجي 360 درجة",
            "عرض داخلي 360 درجة"
          ],
          "ui:options": {
            "searchable": false
          },
          "ui:widget": "Select"
        },
        "preset-exterior": {
          "ui:enumNames": [
            "ديفندر 110 — الهيكل الخارجي",
            "رينج روفر — الهيكل الخارجي"
          ],
          "ui:options": {
            "searchable": false
          },
          "ui:widget": "Select"
        },
        "preset-interior": {
          "ui:enumNames": [
            "ديفندر 110 — المقصورة"
          ],
          "ui:options": {
            "searchable": false
          },
          "ui:widget": "Select"
        },
        "slides": {
          "ui:field": "Json"
        },
        "tab_label": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "tab_label",
          "component_type",
          "preset-exterior",
          "preset-interior",
          "slides"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 6,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-text-steps": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "box_color": {
        "ui:enumNames": [
          "أبيض",
          "فاتح",
          "رمادي",
          "داكن"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "error_msg": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "offer_schedule": {
        "ui:field": "DateRange"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "paragraph": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "rdx-buttons": {
        "ui:field": "LinksCollection",
        "ui:options": {
          "orderable": true
        }
      },
      "try_again_btn_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "paragraph",
        "rdx-buttons",
        "box_color",
        "padding_grid_class",
        "border_grid_class",
        "offer_schedule",
        "error_msg",
        "try_again_btn_label"
      ]
    },
    "groups": {
      "items": {
        "step_paragraph": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "Text"
        },
        "step_title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "step_title",
          "step_paragraph"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 10,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  }
} satisfies Record<BlockTemplateKey, BlockUiSchema>;

/** Settings namespace -> RJSF uiSchema of its form. */
export const settingsUiSchemas = {
  "auth": {
    "auth.oidc.audience": {
      "ui:widget": "String"
    },
    "auth.oidc.authorization_url": {
      "ui:widget": "String"
    },
    "auth.oidc.client_id": {
      "ui:widget": "String"
    },
    "auth.oidc.default_role": {
      "ui:enumNames": [
        "مشاهد",
        "محرر",
        "مدير"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "auth.oidc.instance_id": {
      "ui:widget": "String"
    },
    "auth.oidc.issuer": {
      "ui:placeholder": "https://login.example.com",
      "ui:widget": "String"
    },
    "ui:order": [
      "auth.oidc.issuer",
      "auth.oidc.client_id",
      "auth.oidc.audience",
      "auth.oidc.instance_id",
      "auth.oidc.authorization_url",
      "auth.oidc.default_role"
    ]
  },
  "basic_popup": {
    "basic_popup.body": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "Text"
    },
    "basic_popup.buttons": {
      "ui:field": "Json"
    },
    "basic_popup.cookie_expiry_days": {
      "ui:widget": "String"
    },
    "basic_popup.end_date": {
      "ui:widget": "String"
    },
    "basic_popup.header": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "String"
    },
    "basic_popup.is_enabled": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "basic_popup.matching_paths": {
      "ui:field": "Json"
    },
    "basic_popup.namespace": {
      "ui:widget": "String"
    },
    "basic_popup.start_date": {
      "ui:widget": "String"
    },
    "basic_popup.store_type": {
      "ui:enumNames": [
        "تخزين المتصفح الدائم",
        "جلسة المتصفح",
        "ملف تعريف ارتباط",
        "لا شيء"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "ui:order": [
      "basic_popup.is_enabled",
      "basic_popup.header",
      "basic_popup.body",
      "basic_popup.buttons",
      "basic_popup.start_date",
      "basic_popup.end_date",
      "basic_popup.matching_paths",
      "basic_popup.store_type",
      "basic_popup.namespace",
      "basic_popup.cookie_expiry_days"
    ]
  },
  "cars_inventory_ssr": {
    "cars_inventory_ssr.ci_stock_page_path": {
      "ui:widget": "String"
    },
    "ui:order": [
      "cars_inventory_ssr.ci_stock_page_path"
    ]
  },
  "cookie_consent": {
    "cookie_consent.content": {
      "ui:field": "Json"
    },
    "cookie_consent.default_placeholder": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "Text"
    },
    "cookie_consent.settings.culture": {
      "ui:widget": "String"
    },
    "cookie_consent.strategies.basic.description": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "Text"
    },
    "cookie_consent.strategies.basic.privacy_url": {
      "ui:widget": "String"
    },
    "cookie_consent.strategies.basic.title": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "String"
    },
    "cookie_consent.strategies.onetrust.category_map": {
      "ui:field": "Json"
    },
    "cookie_consent.strategy": {
      "ui:enumNames": [
        "بدون طلب موافقة",
        "اللافتة الأساسية",
        "OneTrust"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "ui:order": [
      "cookie_consent.strategy",
      "cookie_consent.default_placeholder",
      "cookie_consent.settings.culture",
      "cookie_consent.strategies.basic.title",
      "cookie_consent.strategies.basic.description",
      "cookie_consent.strategies.basic.privacy_url",
      "cookie_consent.strategies.onetrust.category_map",
      "cookie_consent.content"
    ]
  },
  "currency_exchange": {
    "currency_exchange.api_url": {
      "ui:widget": "String"
    },
    "currency_exchange.class_name": {
      "ui:widget": "String"
    },
    "currency_exchange.fixed_rate": {
      "ui:widget": "String"
    },
    "currency_exchange.response_key": {
      "ui:widget": "String"
    },
    "currency_exchange.start_date_key": {
      "ui:widget": "String"
    },
    "ui:order": [
      "currency_exchange.api_url",
      "currency_exchange.response_key",
      "currency_exchange.start_date_key",
      "currency_exchange.class_name",
      "currency_exchange.fixed_rate"
    ]
  },
  "data_layers": {
    "data_layers.application": {
      "ui:widget": "String"
    },
    "data_layers.market": {
      "ui:widget": "String"
    },
    "data_layers.page_category_mapping": {
      "ui:field": "Json"
    },
    "ui:order": [
      "data_layers.page_category_mapping",
      "data_layers.market",
      "data_layers.application"
    ]
  },
  "dynamic_content": {
    "dynamic_content.enabled_strategies": {
      "ui:placeholder": "url_brands, mena_offers",
      "ui:widget": "String"
    },
    "dynamic_content.mena_external_sl__config": {
      "ui:field": "Json"
    },
    "dynamic_content.reffine_sl__config": {
      "ui:field": "Json"
    },
    "ui:order": [
      "dynamic_content.enabled_strategies",
      "dynamic_content.mena_external_sl__config",
      "dynamic_content.reffine_sl__config"
    ]
  },
  "exit_popup": {
    "exit_popup.cancel": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "String"
    },
    "exit_popup.copy": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "Text"
    },
    "exit_popup.do_url": {
      "ui:widget": "Text"
    },
    "exit_popup.dont_url": {
      "ui:widget": "Text"
    },
    "exit_popup.ok": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "String"
    },
    "ui:order": [
      "exit_popup.copy",
      "exit_popup.ok",
      "exit_popup.cancel",
      "exit_popup.do_url",
      "exit_popup.dont_url"
    ]
  },
  "forms": {
    "forms.allow_private_webhooks": {
      "ui:enumNames": [
        "لا",
        "نعم"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "forms.captcha_provider": {
      "ui:enumNames": [
        "تحقق الموقع",
        "reCAPTCHA"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "forms.crm_system": {
      "ui:enumNames": [
        "بدون",
        "صندوق الموقع",
        "Salesforce"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "forms.email_verification_url": {
      "ui:widget": "String"
    },
    "forms.mail_from": {
      "ui:widget": "String"
    },
    "forms.recaptcha_site_key": {
      "ui:widget": "String"
    },
    "ui:order": [
      "forms.captcha_provider",
      "forms.recaptcha_site_key",
      "forms.crm_system",
      "forms.allow_private_webhooks",
      "forms.mail_from",
      "forms.email_verification_url"
    ]
  },
  "general": {
    "general.404_page": {
      "ui:options": {
        "language": "html"
      },
      "ui:widget": "Markdown"
    },
    "general.app_name": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "String"
    },
    "general.footer.content": {
      "ui:options": {
        "language": "html"
      },
      "ui:widget": "Markdown"
    },
    "general.footer.content.bottom_footer": {
      "ui:options": {
        "language": "html"
      },
      "ui:widget": "Markdown"
    },
    "general.footer.content.medium_footer": {
      "ui:field": "Json"
    },
    "general.footer.content.middle_html": {
      "ui:options": {
        "language": "html"
      },
      "ui:widget": "Markdown"
    },
    "general.footer.content.searchbar": {
      "ui:field": "Json"
    },
    "general.footer.content.top_footer": {
      "ui:field": "Json"
    },
    "general.global_fab": {
      "ui:field": "Json"
    },
    "general.global_fab_quick_links": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "general.global_fab_quick_links_expand_button_label": {
      "ui:widget": "String"
    },
    "general.global_fab_quick_links_reversed_position": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "general.global_fab_secondary": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "general.l460_bev_config.footer.content.bottom_footer": {
      "ui:options": {
        "language": "html"
      },
      "ui:widget": "Markdown"
    },
    "general.l460_bev_config.footer.content.medium_footer": {
      "ui:field": "Json"
    },
    "general.l460_bev_config.footer.content.middle_html": {
      "ui:options": {
        "language": "html"
      },
      "ui:widget": "Markdown"
    },
    "general.l460_bev_config.footer.content.searchbar": {
      "ui:field": "Json"
    },
    "general.l460_bev_config.footer.content.top_footer": {
      "ui:field": "Json"
    },
    "general.maps_key": {
      "ui:widget": "String"
    },
    "general.maps_language": {
      "ui:widget": "String"
    },
    "general.maps_region": {
      "ui:widget": "String"
    },
    "general.media_library_url": {
      "ui:widget": "String"
    },
    "general.mena_retailers.footer.config.api": {
      "ui:widget": "String"
    },
    "general.owner_portal_script_url": {
      "ui:widget": "String"
    },
    "general.redesign_config.footer.content.bottom_footer": {
      "ui:options": {
        "language": "html"
      },
      "ui:widget": "Markdown"
    },
    "general.redesign_config.footer.content.medium_footer": {
      "ui:field": "Json"
    },
    "general.redesign_config.footer.content.middle_html": {
      "ui:options": {
        "language": "html"
      },
      "ui:widget": "Markdown"
    },
    "general.redesign_config.footer.content.searchbar": {
      "ui:field": "Json"
    },
    "general.redesign_config.footer.content.top_footer": {
      "ui:field": "Json"
    },
    "general.require_user_login": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "general.retailer_bar.enabled": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "general.retailer_bar.link": {
      "ui:widget": "String"
    },
    "general.retailer_bar.pages": {
      "ui:field": "Json"
    },
    "general.site_timezone": {
      "ui:widget": "String"
    },
    "ui:order": [
      "general.app_name",
      "general.404_page",
      "general.site_timezone",
      "general.media_library_url",
      "general.footer.content",
      "general.footer.content.top_footer",
      "general.footer.content.medium_footer",
      "general.footer.content.middle_html",
      "general.footer.content.bottom_footer",
      "general.footer.content.searchbar",
      "general.redesign_config.footer.content.top_footer",
      "general.redesign_config.footer.content.medium_footer",
      "general.redesign_config.footer.content.middle_html",
      "general.redesign_config.footer.content.bottom_footer",
      "general.redesign_config.footer.content.searchbar",
      "general.l460_bev_config.footer.content.top_footer",
      "general.l460_bev_config.footer.content.medium_footer",
      "general.l460_bev_config.footer.content.middle_html",
      "general.l460_bev_config.footer.content.bottom_footer",
      "general.l460_bev_config.footer.content.searchbar",
      "general.mena_retailers.footer.config.api",
      "general.retailer_bar.enabled",
      "general.retailer_bar.pages",
      "general.retailer_bar.link",
      "general.global_fab",
      "general.global_fab_secondary",
      "general.global_fab_quick_links",
      "general.global_fab_quick_links_reversed_position",
      "general.global_fab_quick_links_expand_button_label",
      "general.require_user_login",
      "general.maps_key",
      "general.maps_region",
      "general.maps_language",
      "general.owner_portal_script_url"
    ]
  },
  "global": {
    "global.sl_back_button": {
      "ui:field": "Json"
    },
    "ui:order": [
      "global.sl_back_button"
    ]
  },
  "l460BevConfig": {
    "l460BevConfig.api_url": {
      "ui:widget": "String"
    },
    "l460BevConfig.cancel_page_path": {
      "ui:widget": "String"
    },
    "l460BevConfig.currency": {
      "ui:widget": "String"
    },
    "l460BevConfig.enabled": {
      "ui:enumNames": [
        "مفتوح",
        "مغلق"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "l460BevConfig.listing": {
      "ui:widget": "String"
    },
    "l460BevConfig.recipients": {
      "ui:widget": "String"
    },
    "l460BevConfig.refund_on_cancellation": {
      "ui:enumNames": [
        "تلقائي",
        "يدوي من الإدارة"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "l460BevConfig.require_phone_verification": {
      "ui:enumNames": [
        "مطلوب",
        "غير مطلوب"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "l460BevConfig.reservation_fee": {
      "ui:widget": "String"
    },
    "l460BevConfig.soft_lock_minutes": {
      "ui:widget": "String"
    },
    "ui:order": [
      "l460BevConfig.api_url",
      "l460BevConfig.enabled",
      "l460BevConfig.listing",
      "l460BevConfig.reservation_fee",
      "l460BevConfig.currency",
      "l460BevConfig.soft_lock_minutes",
      "l460BevConfig.require_phone_verification",
      "l460BevConfig.refund_on_cancellation",
      "l460BevConfig.cancel_page_path",
      "l460BevConfig.recipients"
    ]
  },
  "languages": {
    "languages.hebrew_fonts": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "languages.market_font": {
      "ui:enumNames": [
        "الافتراضي",
        "إسرائيل",
        "العراق",
        "اليابان"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "languages.switch": {
      "ui:field": "Json"
    },
    "ui:order": [
      "languages.switch",
      "languages.market_font",
      "languages.hebrew_fonts"
    ]
  },
  "mena": {
    "mena.offers_api_url": {
      "ui:widget": "String"
    },
    "ui:order": [
      "mena.offers_api_url"
    ]
  },
  "mena_news": {
    "mena_news.back_button_label": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "String"
    },
    "mena_news.date_locale": {
      "ui:widget": "String"
    },
    "mena_news.locale": {
      "ui:widget": "String"
    },
    "mena_news.market": {
      "ui:widget": "String"
    },
    "mena_news.publication_date_label": {
      "ui:options": {
        "contentful": true
      },
      "ui:widget": "String"
    },
    "ui:order": [
      "mena_news.locale",
      "mena_news.market",
      "mena_news.date_locale",
      "mena_news.publication_date_label",
      "mena_news.back_button_label"
    ]
  },
  "meta": {
    "meta": {
      "ui:field": "Json"
    },
    "ui:order": [
      "meta"
    ]
  },
  "naas_navigation": {
    "naas_navigation.configuration": {
      "ui:field": "Json"
    },
    "naas_navigation.retailer_name": {
      "ui:widget": "String"
    },
    "naas_navigation.retailer_url": {
      "ui:widget": "String"
    },
    "ui:order": [
      "naas_navigation.configuration",
      "naas_navigation.retailer_name",
      "naas_navigation.retailer_url"
    ]
  },
  "navigation": {
    "navigation.disabled_on_pages": {
      "ui:field": "Json"
    },
    "navigation.ev_paths": {
      "ui:field": "Json"
    },
    "navigation.light_variant": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "navigation.logo_settings": {
      "ui:field": "Json"
    },
    "navigation.redesign_paths": {
      "ui:field": "Json"
    },
    "navigation.use_v2": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "ui:order": [
      "navigation.disabled_on_pages",
      "navigation.logo_settings",
      "navigation.use_v2",
      "navigation.light_variant",
      "navigation.redesign_paths",
      "navigation.ev_paths"
    ]
  },
  "ntt_cxp_sl": {
    "ntt_cxp_sl.button_label": {
      "ui:widget": "String"
    },
    "ntt_cxp_sl.cxp_redirect_url": {
      "ui:widget": "String"
    },
    "ntt_cxp_sl.enabled": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "ui:order": [
      "ntt_cxp_sl.enabled",
      "ntt_cxp_sl.button_label",
      "ntt_cxp_sl.cxp_redirect_url"
    ]
  },
  "performance": {
    "performance.error_reporting_api_key": {
      "ui:widget": "String"
    },
    "performance.error_reporting_url": {
      "ui:widget": "String"
    },
    "ui:order": [
      "performance.error_reporting_api_key",
      "performance.error_reporting_url"
    ]
  },
  "predefined_links": {
    "predefined_links": {
      "ui:field": "Json"
    },
    "predefined_links.pass_through_params": {
      "ui:placeholder": "utm_source, utm_campaign, gclid",
      "ui:widget": "String"
    },
    "ui:order": [
      "predefined_links",
      "predefined_links.pass_through_params"
    ]
  },
  "price": {
    "price.currency_delimiter": {
      "ui:widget": "String"
    },
    "price.currency_iso": {
      "ui:widget": "String"
    },
    "price.currency_symbol": {
      "ui:widget": "String"
    },
    "price.digits": {
      "ui:enumNames": [
        "لاتينية (0-9)",
        "عربية هندية (٠-٩)"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "price.double_price_decimals": {
      "ui:enumNames": [
        "٠",
        "١",
        "٢",
        "٣"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "price.double_price_feature": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "price.double_price_rate": {
      "ui:widget": "String"
    },
    "price.double_price_symbol": {
      "ui:widget": "String"
    },
    "price.finance_calculator_currency_delimiter": {
      "ui:widget": "String"
    },
    "price.finance_calculator_currency_symbol": {
      "ui:widget": "String"
    },
    "price.finance_calculator_format": {
      "ui:widget": "String"
    },
    "price.finance_calculator_full_string": {
      "ui:widget": "String"
    },
    "price.full_string": {
      "ui:widget": "String"
    },
    "price.lease_full_string": {
      "ui:widget": "String"
    },
    "price.lease_short_string": {
      "ui:widget": "String"
    },
    "price.offer_string": {
      "ui:widget": "String"
    },
    "price.price_format": {
      "ui:widget": "String"
    },
    "price.rent_block_format": {
      "ui:widget": "String"
    },
    "price.subscription_string": {
      "ui:widget": "String"
    },
    "ui:order": [
      "price.currency_delimiter",
      "price.finance_calculator_currency_delimiter",
      "price.currency_symbol",
      "price.finance_calculator_currency_symbol",
      "price.price_format",
      "price.finance_calculator_format",
      "price.full_string",
      "price.finance_calculator_full_string",
      "price.lease_full_string",
      "price.lease_short_string",
      "price.subscription_string",
      "price.offer_string",
      "price.currency_iso",
      "price.rent_block_format",
      "price.double_price_feature",
      "price.double_price_symbol",
      "price.double_price_rate",
      "price.double_price_decimals",
      "price.digits"
    ]
  },
  "search": {
    "search.popup.enabled": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "ui:order": [
      "search.popup.enabled"
    ]
  },
  "security": {
    "security.egress_allowed_hosts": {
      "ui:placeholder": "crm.internal, 10.20.0.0/16",
      "ui:widget": "Text"
    },
    "security.raw_html_enabled": {
      "ui:enumNames": [
        "نعم",
        "لا"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "ui:order": [
      "security.raw_html_enabled",
      "security.egress_allowed_hosts"
    ]
  },
  "stock_locator": {
    "stock_locator.default_state": {
      "ui:widget": "String"
    },
    "stock_locator.endpoint_dealers": {
      "ui:widget": "String"
    },
    "stock_locator.endpoint_trade_in": {
      "ui:widget": "String"
    },
    "stock_locator.fallback_dealers": {
      "ui:widget": "String"
    },
    "stock_locator.features": {
      "ui:widget": "String"
    },
    "stock_locator.main_brand": {
      "ui:widget": "String"
    },
    "stock_locator.market": {
      "ui:enumNames": [
        "قياسي",
        "ما وراء البحار",
        "التنقل"
      ],
      "ui:options": {
        "searchable": false
      },
      "ui:widget": "Select"
    },
    "stock_locator.seats_translations": {
      "ui:field": "Json"
    },
    "stock_locator.stock_init_popup_content": {
      "ui:widget": "Text"
    },
    "stock_locator.stock_init_popup_header": {
      "ui:widget": "String"
    },
    "stock_locator.stock_page_path": {
      "ui:widget": "String"
    },
    "ui:order": [
      "stock_locator.market",
      "stock_locator.main_brand",
      "stock_locator.stock_page_path",
      "stock_locator.stock_init_popup_header",
      "stock_locator.stock_init_popup_content",
      "stock_locator.endpoint_dealers",
      "stock_locator.fallback_dealers",
      "stock_locator.endpoint_trade_in",
      "stock_locator.features",
      "stock_locator.default_state",
      "stock_locator.seats_translations"
    ]
  }
} satisfies Record<SettingsNamespace, ObjectUiSchema>;
