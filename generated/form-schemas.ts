// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import type { RJSFSchema } from "@rjsf/utils";
import type { BlockTemplateKey, SettingsNamespace } from "./types.ts";

/** Template key -> JSON Schema of the block's form: {fields, groups}, dereferenced. */
export const blockFormSchemas: Record<BlockTemplateKey, RJSFSchema> = {
  "lrdx-accordion": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_between_groups": {
            "default": true,
            "title": "حدود بين العناصر",
            "type": "boolean"
          },
          "close_all_label": {
            "default": "أغلق الكل",
            "maxLength": 40,
            "title": "نص زر إغلاق الكل",
            "type": "string"
          },
          "color_theme": {
            "default": "light-theme",
            "enum": [
              "light-theme",
              "dark-theme"
            ],
            "title": "سمة الألوان"
          },
          "has_schema": {
            "default": false,
            "description": "Publishes the questions and answers as FAQPage structured data.",
            "title": "نشر كبيانات منظمة (FAQ)",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "margin_between_groups": {
            "default": false,
            "title": "مسافة بين العناصر",
            "type": "boolean"
          },
          "open_all_label": {
            "default": "افتح الكل",
            "maxLength": 40,
            "title": "نص زر فتح الكل",
            "type": "string"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "accordion_content": {
              "default": "",
              "maxLength": 20000,
              "title": "الإجابة",
              "type": "string"
            },
            "accordion_title": {
              "maxLength": 300,
              "minLength": 1,
              "title": "السؤال",
              "type": "string"
            }
          },
          "required": [
            "accordion_title"
          ],
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-content-blocks": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "align_cta_items": {
            "default": false,
            "description": "Aligns the CTAs at the bottom of each item, so the buttons of a row line up.",
            "title": "محاذاة الأزرار في الأسفل",
            "type": "boolean"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "col-numbers": {
            "default": 3,
            "description": "Items per row from tablets up (up to 4 per row); phones show one.",
            "maximum": 4,
            "minimum": 1,
            "title": "عدد الأعمدة",
            "type": "integer"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "mobile-slider": {
            "default": false,
            "description": "On phones the items scroll sideways (CSS scroll-snap) instead of stacking.",
            "title": "شريط تمرير على الهاتف",
            "type": "boolean"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "description": {
              "default": "",
              "maxLength": 20000,
              "title": "الوصف",
              "type": "string"
            },
            "header": {
              "default": "",
              "maxLength": 300,
              "title": "العنوان",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "image-link": {
              "additionalProperties": false,
              "default": {},
              "description": "Makes the picture a link when its url is set.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "رابط الصورة",
              "type": "object"
            },
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            }
          },
          "type": "object"
        },
        "maxItems": 1000,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-expanded-entry-form": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "button_color": {
            "default": "primary",
            "enum": [
              "primary",
              "secondary"
            ],
            "title": "لون الزر"
          },
          "button_position": {
            "default": "right",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "موضع الزر"
          },
          "disclaimer": {
            "default": "",
            "description": "Small print under the tabs and the form, e.g. the offers' terms.",
            "maxLength": 5000,
            "title": "إخلاء المسؤولية",
            "type": "string"
          },
          "form-disclaimer": {
            "default": "",
            "description": "Small print under the form, e.g. how the visitor's data is used.",
            "maxLength": 5000,
            "title": "إخلاء مسؤولية النموذج",
            "type": "string"
          },
          "form-paragraph": {
            "default": "",
            "description": "Text above the form.",
            "maxLength": 2000,
            "title": "فقرة النموذج",
            "type": "string"
          },
          "form_hidden_field_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Hidden field name -> value sent with every submission.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "الحقول المخفية",
            "type": "object"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id: the editor lists the forms (GET /forms).",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "form_location_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Any internal or external id (a retailer code, a CRM id) -> the forms service's location id.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط المعرّفات بالمواقع",
            "type": "object"
          },
          "form_location_params_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "URL parameter -> id of the form's location field it fills.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط معاملات الرابط بالموقع",
            "type": "object"
          },
          "form_params_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "URL parameter -> id of the form field it fills.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط معاملات الرابط بالحقول",
            "type": "object"
          },
          "has_button_margin": {
            "default": false,
            "description": "Adds space between the last field and the submit button.",
            "title": "مسافة فوق الزر",
            "type": "boolean"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          },
          "top_tabs_limit": {
            "default": 4,
            "description": "How many tabs share the top row (and each row under it) from tablets up; the rest wrap onto further rows in order. Phones show two tabs a row (one when this is 1).",
            "maximum": 6,
            "minimum": 1,
            "title": "عدد التبويبات في الصف العلوي",
            "type": "integer"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "paragraph": {
              "default": "",
              "maxLength": 5000,
              "title": "الفقرة",
              "type": "string"
            },
            "tab_icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "أيقونة التبويب"
            },
            "tab_id": {
              "default": "",
              "description": "Written to the address (#tab_id) when the tab is chosen and sent with the lead as additionalData.menaTabs; empty means tab-<position> (tab-1, tab-2...). Letters, digits, '_' and '-'.",
              "maxLength": 80,
              "pattern": "^[A-Za-z0-9_-]*$",
              "title": "معرّف التبويب",
              "type": "string"
            },
            "tab_label": {
              "default": "",
              "description": "The tab's name; a tab without one is named by its position.",
              "maxLength": 80,
              "title": "عنوان التبويب",
              "type": "string"
            },
            "tab_x_padding": {
              "default": 22,
              "description": "Space on either side of the tab's label, in px.",
              "maximum": 64,
              "minimum": 0,
              "title": "الحشو الأفقي للتبويب (بكسل)",
              "type": "integer"
            }
          },
          "type": "object"
        },
        "maxItems": 12,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-extended-warranty": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "form_hidden_field_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Hidden field name -> value sent with every submission.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "الحقول المخفية",
            "type": "object"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id: the editor lists the forms (GET /forms).",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          },
          "table_content": {
            "additionalProperties": false,
            "default": {},
            "description": "The price table: its caption, the two column headings, the currency written after each price, and one row per vehicle class with its starting price (a number; shown with the site's thousands separator and digits). A row without a class name is not shown.",
            "properties": {
              "caption": {
                "default": "أسعار الضمان الممتد",
                "description": "The table's caption, read first by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "class_heading": {
                "default": "فئة المركبة",
                "description": "Heading of the vehicle-class column.",
                "maxLength": 80,
                "type": "string"
              },
              "currency": {
                "default": "درهم",
                "description": "Written after each price (the catalogue's prices are in AED).",
                "maxLength": 20,
                "type": "string"
              },
              "price_heading": {
                "default": "السعر يبدأ من",
                "description": "Heading of the price column.",
                "maxLength": 80,
                "type": "string"
              },
              "rows": {
                "default": [
                  {
                    "price": 4200,
                    "vehicle_class": "سيارة رياضية متعددة الاستخدامات مدمجة"
                  },
                  {
                    "price": 4500,
                    "vehicle_class": "سيارة رياضية مدمجة"
                  },
                  {
                    "price": 5500,
                    "vehicle_class": "سيارة للطرق الوعرة"
                  },
                  {
                    "price": 6100,
                    "vehicle_class": "سيارة رياضية متعددة الاستخدامات كبيرة"
                  },
                  {
                    "price": 5000,
                    "vehicle_class": "سيارة رياضية فاخرة صغيرة"
                  },
                  {
                    "price": 5700,
                    "vehicle_class": "سيارة رياضية فاخرة متوسطة"
                  },
                  {
                    "price": 6300,
                    "vehicle_class": "سيارة رياضية فاخرة بطابع رياضي"
                  },
                  {
                    "price": 7600,
                    "vehicle_class": "الطراز الرائد"
                  }
                ],
                "description": "One row per vehicle class, in the order shown.",
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "price": {
                      "description": "Starting price in the table's currency.",
                      "maximum": 10000000,
                      "minimum": 0,
                      "type": "number"
                    },
                    "vehicle_class": {
                      "description": "The vehicle class, as visitors read it.",
                      "maxLength": 120,
                      "type": "string"
                    }
                  },
                  "required": [
                    "vehicle_class",
                    "price"
                  ],
                  "type": "object"
                },
                "maxItems": 40,
                "type": "array"
              }
            },
            "title": "جدول الأسعار",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-form-component": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "button_color": {
            "default": "primary",
            "enum": [
              "primary",
              "secondary"
            ],
            "title": "لون الزر"
          },
          "button_position": {
            "default": "right",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "موضع الزر"
          },
          "form_hidden_field_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Hidden field name -> value sent with every submission.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "الحقول المخفية",
            "type": "object"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id: the editor lists the forms (GET /forms).",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "form_location_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Any internal or external id (a retailer code, a CRM id) -> the forms service's location id.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط المعرّفات بالمواقع",
            "type": "object"
          },
          "form_location_params_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "URL parameter -> id of the form's location field it fills.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط معاملات الرابط بالموقع",
            "type": "object"
          },
          "form_params_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "URL parameter -> id of the form field it fills.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط معاملات الرابط بالحقول",
            "type": "object"
          },
          "form_position": {
            "default": "center",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "موضع النموذج"
          },
          "has_button_margin": {
            "default": false,
            "description": "Adds space between the last field and the submit button.",
            "title": "مسافة فوق الزر",
            "type": "boolean"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "modal_form": {
            "default": false,
            "description": "The form opens in a dialog from its link instead of showing in the page.",
            "title": "النموذج في نافذة منبثقة",
            "type": "boolean"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-hero-title-banner": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 1,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "is_reversed": {
            "default": false,
            "description": "The text box sits at the inline end instead of the inline start (left instead of right in Arabic).",
            "title": "صندوق النص في الجهة الأخرى",
            "type": "boolean"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-buttons": {
            "default": [],
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 2,
            "title": "الأزرار",
            "type": "array"
          },
          "rdx-image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة",
            "type": "object"
          },
          "rdx-image-mobile": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "Portrait picture shown below 741px. Optional: left as the catalogue's default image (24735, i.e. never picked), phones show the main picture. Its alternative text is the main picture's (one <picture>, one alt).",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة الجوال",
            "type": "object"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "vertical_alignment": {
            "default": "center",
            "enum": [
              "center",
              "top",
              "bottom"
            ],
            "title": "المحاذاة العمودية"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-hotspots-container": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "hotspots": {
            "allOf": [
              {
                "maxItems": 20
              }
            ],
            "default": [],
            "description": "Where the hotspots sit on the picture and which group's card each opens. A hotspot whose group does not exist is not drawn.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "group": {
                  "description": "1-based index of the group whose card the hotspot opens.",
                  "maximum": 20,
                  "minimum": 1,
                  "type": "integer"
                },
                "label": {
                  "description": "Accessible name of the hotspot button.",
                  "maxLength": 120,
                  "minLength": 1,
                  "type": "string"
                },
                "x": {
                  "description": "Percent from the picture's left edge.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                },
                "y": {
                  "description": "Percent from the picture's top edge.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                }
              },
              "required": [
                "x",
                "y",
                "group",
                "label"
              ],
              "type": "object"
            },
            "title": "النقاط التفاعلية",
            "type": "array"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة",
            "type": "object"
          },
          "side_box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "dark-theme"
            ],
            "title": "لون البطاقة"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "heading": {
              "default": "",
              "maxLength": 200,
              "title": "العنوان",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "text": {
              "default": "",
              "maxLength": 2000,
              "title": "النص",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-html-box": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "dir": {
            "default": "rtl",
            "description": "Direction of the HTML content (the heading follows the page).",
            "enum": [
              "rtl",
              "ltr"
            ],
            "title": "اتجاه النص"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "html": {
            "default": "",
            "description": "Kept and rendered exactly as written, scripts included: a capability of administrators, never sanitised.",
            "maxLength": 100000,
            "title": "شيفرة HTML",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-in-page-navigation": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "button": {
            "additionalProperties": false,
            "default": {},
            "description": "A primary CTA at the end of the bar.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "الزر",
            "type": "object"
          },
          "goTopShort": {
            "default": "للأعلى",
            "description": "Label of the go-to-top link (TOP).",
            "maxLength": 40,
            "title": "نص رابط العودة للأعلى",
            "type": "string"
          },
          "link": {
            "additionalProperties": false,
            "default": {},
            "description": "Shown at the end of the bar.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "الرابط",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "block_scroll_id": {
              "description": "The scroll id (block_scroll_id) of the block this item goes to, or component-N for the N-th block of the page. Named like the field it points at since x-version 2 (was blockId).",
              "maxLength": 80,
              "minLength": 1,
              "pattern": "^[A-Za-z0-9_-]+$",
              "title": "معرّف القسم",
              "type": "string"
            },
            "label": {
              "maxLength": 60,
              "minLength": 1,
              "title": "النص",
              "type": "string"
            }
          },
          "required": [
            "label",
            "block_scroll_id"
          ],
          "type": "object"
        },
        "maxItems": 10,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-news": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "background_color": {
            "default": "white-theme",
            "description": "The block's background: one of the site's box themes.",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الخلفية"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "error_heading": {
            "default": "حدث خطأ ما",
            "maxLength": 200,
            "title": "عنوان الخطأ",
            "type": "string"
          },
          "error_message": {
            "default": "واجهتنا مشكلة تقنية. يرجى تحديث الصفحة والمحاولة مرة أخرى.",
            "maxLength": 500,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "description": "Optional: a heading over the list; empty shows none (the page's hero usually names it).",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "news_path": {
            "default": "news",
            "description": "Not a field of the catalogue: the page path whose news pages are listed (those under it: news lists news/…), written as page paths are (no language base, no slashes around). Empty: the news pages under the page that holds the block.",
            "maxLength": 300,
            "pattern": "^([\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*)?$",
            "title": "مسار الأخبار",
            "type": "string"
          },
          "no_results_heading": {
            "default": "لا توجد نتائج",
            "maxLength": 200,
            "title": "عنوان عدم وجود نتائج",
            "type": "string"
          },
          "no_results_message": {
            "default": "لم نعثر على أي أخبار",
            "maxLength": 500,
            "title": "رسالة عدم وجود نتائج",
            "type": "string"
          },
          "pagination_text": {
            "default": "من %",
            "description": "Written after the current page number; % is the number of pages ('2 من 5'). A text with {{current}} and {{total}} is used as it is ('صفحة {{current}} من {{total}}').",
            "maxLength": 100,
            "title": "نص ترقيم الصفحات",
            "type": "string"
          },
          "quick_links_is_reversed": {
            "default": false,
            "description": "Puts the quick links on the other side of the list on wide screens (at the start side instead of the end side).",
            "title": "الروابط السريعة على الجانب الآخر",
            "type": "boolean"
          },
          "quick_links_mobile_label": {
            "default": "الخطوات التالية",
            "description": "The quick links' heading on phones (the catalogue's 'Next Steps').",
            "maxLength": 60,
            "title": "عنوان الروابط السريعة على الهاتف",
            "type": "string"
          },
          "read_more": {
            "default": "اقرأ المزيد",
            "maxLength": 60,
            "title": "نص «اقرأ المزيد»",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "رابط سريع",
              "type": "object"
            }
          },
          "type": "object"
        },
        "maxItems": 8,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-offers-to-crm": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "brand_defender": {
            "default": false,
            "description": "The offer concerns Defender: defender is sent in the hidden field brands.",
            "title": "ديفندر",
            "type": "boolean"
          },
          "brand_discovery": {
            "default": false,
            "description": "The offer concerns Discovery: discovery is sent in the hidden field brands.",
            "title": "ديسكفري",
            "type": "boolean"
          },
          "brand_jaguar": {
            "default": false,
            "description": "The offer concerns Jaguar: jaguar is sent in the hidden field brands.",
            "title": "جاكوار",
            "type": "boolean"
          },
          "brand_range_rover": {
            "default": false,
            "description": "The offer concerns Range Rover: range-rover is sent in the hidden field brands.",
            "title": "رينج روفر",
            "type": "boolean"
          },
          "button_position": {
            "default": "right",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "موضع الزر"
          },
          "category": {
            "default": "",
            "description": "Sent to the CRM as the hidden field category, e.g. new-vehicles, service, certified-pre-owned.",
            "maxLength": 100,
            "pattern": "^[A-Za-z0-9 _.-]*$",
            "title": "فئة العرض",
            "type": "string"
          },
          "error_button_text": {
            "default": "حاول مرة أخرى",
            "description": "The link under the error text; it loads the page again.",
            "maxLength": 80,
            "title": "نص زر الخطأ",
            "type": "string"
          },
          "error_text": {
            "default": "تعذّر تحميل النموذج. يرجى المحاولة مرة أخرى.",
            "description": "Shown in place of the form when the forms service has no such public form.",
            "maxLength": 300,
            "title": "نص الخطأ",
            "type": "string"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id (the editor lists the forms, GET /forms); its CRM integration sends the lead on.",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "form_subtile": {
            "default": "",
            "description": "The subtitle under the title (the catalogue spells the field form_subtile).",
            "maxLength": 2000,
            "title": "العنوان الفرعي للنموذج",
            "type": "string"
          },
          "form_title": {
            "default": "",
            "maxLength": 300,
            "title": "عنوان النموذج",
            "type": "string"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-overseas-stock-locator": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "calculator_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "حاسبة الميزانية الشهرية",
            "type": "object"
          },
          "card_attributes": {
            "default": [
              "productionYear",
              "model",
              "mileage",
              "engines",
              "color",
              "drivetrain",
              "vin",
              "power",
              "capacity",
              "status",
              "state",
              "colorInterior"
            ],
            "description": "The vehicle attributes each card lists, in this order (001 §9 default). Allowed: productionYear, model, mileage, engines, color, drivetrain, vin, power, capacity, status, state, colorInterior, transmission, modelYear, batteryCapacity, numberOfSeats, version.",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "model",
                  "title": "الطراز"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "vin",
                  "title": "رقم الهيكل"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "status",
                  "title": "حالة التوفر"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "colorInterior",
                  "title": "لون المقصورة"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "modelYear",
                  "title": "سنة الطراز"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                },
                {
                  "const": "version",
                  "title": "الإصدار"
                }
              ]
            },
            "maxItems": 17,
            "title": "خصائص البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "card_icons": {
            "default": [
              "engines",
              "power",
              "color"
            ],
            "description": "The attributes shown with an icon on each card: at most 3, each one of productionYear, mileage, engines, power, color, drivetrain, transmission, capacity, state, batteryCapacity, numberOfSeats; otherwise the default (engines, power, color) is used.",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                }
              ]
            },
            "maxItems": 3,
            "title": "أيقونات البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "cards_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "القائمة والبطاقات",
            "type": "object"
          },
          "ci_key_list": {
            "default": "default",
            "description": "The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}.",
            "maxLength": 60,
            "pattern": "^[a-z0-9_-]{1,60}$",
            "title": "قائمة النشر",
            "type": "string"
          },
          "default_sort": {
            "default": "createdAtDesc",
            "enum": [
              "productionYearAsc",
              "productionYearDesc",
              "createdAtAsc",
              "createdAtDesc",
              "mileageAsc",
              "mileageDesc",
              "priceAsc",
              "priceDesc",
              "status"
            ],
            "title": "الترتيب الافتراضي"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "filter-brands": {
            "default": true,
            "title": "فلتر: العلامة",
            "type": "boolean"
          },
          "filter-colors": {
            "default": true,
            "title": "فلتر: اللون",
            "type": "boolean"
          },
          "filter-dealers": {
            "default": false,
            "title": "فلتر: الوكيل",
            "type": "boolean"
          },
          "filter-display_price": {
            "default": true,
            "title": "فلتر: السعر المعروض",
            "type": "boolean"
          },
          "filter-engine_types": {
            "default": true,
            "title": "فلتر: نوع المحرك",
            "type": "boolean"
          },
          "filter-financing_options": {
            "default": false,
            "title": "فلتر: خيارات التمويل",
            "type": "boolean"
          },
          "filter-mileage": {
            "default": true,
            "title": "فلتر: المسافة المقطوعة",
            "type": "boolean"
          },
          "filter-model_year": {
            "default": false,
            "title": "فلتر: سنة الطراز",
            "type": "boolean"
          },
          "filter-models": {
            "default": true,
            "title": "فلتر: الطراز",
            "type": "boolean"
          },
          "filter-msrp_price": {
            "default": false,
            "title": "فلتر: سعر التجزئة",
            "type": "boolean"
          },
          "filter-number_of_seats": {
            "default": false,
            "title": "فلتر: عدد المقاعد",
            "type": "boolean"
          },
          "filter-power": {
            "default": false,
            "title": "فلتر: القوة",
            "type": "boolean"
          },
          "filter-production_year": {
            "default": true,
            "title": "فلتر: سنة الصنع",
            "type": "boolean"
          },
          "filter-specific_colors": {
            "default": false,
            "title": "فلتر: اسم اللون",
            "type": "boolean"
          },
          "filter-states": {
            "default": true,
            "title": "فلتر: الفئة (جديدة، مستعملة…)",
            "type": "boolean"
          },
          "filter-statuses": {
            "default": false,
            "title": "فلتر: حالة التوفر",
            "type": "boolean"
          },
          "filter-transmissions": {
            "default": true,
            "title": "فلتر: ناقل الحركة",
            "type": "boolean"
          },
          "filters_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "الفلاتر",
            "type": "object"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "items_per_page": {
            "default": 12,
            "description": "Page size: 1 to 12 (001 §5).",
            "maximum": 12,
            "minimum": 1,
            "title": "عدد السيارات في الصفحة",
            "type": "integer"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "reset_button_theme": {
            "default": "primary",
            "description": "The theme of the reset button on the no-results page.",
            "enum": [
              "primary",
              "secondary",
              "tertiary"
            ],
            "title": "نمط زر إعادة الضبط"
          },
          "reverse_calculator": {
            "default": false,
            "description": "'Filter By Monthly Budget': the visitor enters a monthly budget and the list keeps the vehicles whose price that budget pays for (the price filter's upper bound from the rate, term and down payment below).",
            "title": "حاسبة الميزانية الشهرية",
            "type": "boolean"
          },
          "reverse_calculator_down_payment": {
            "default": 20,
            "maximum": 90,
            "minimum": 0,
            "title": "الدفعة الأولى (%)",
            "type": "number"
          },
          "reverse_calculator_error": {
            "default": "حدث خطأ ما، يرجى تحديث الصفحة والمحاولة مرة أخرى",
            "description": "Shown when the budget cannot be applied (default: 'Something went wrong, please refresh the page and try again').",
            "maxLength": 300,
            "title": "رسالة خطأ الحاسبة",
            "type": "string"
          },
          "reverse_calculator_rate": {
            "default": 3.99,
            "maximum": 50,
            "minimum": 0,
            "title": "نسبة الفائدة السنوية (%)",
            "type": "number"
          },
          "reverse_calculator_term": {
            "default": 60,
            "maximum": 120,
            "minimum": 6,
            "title": "مدة التمويل (أشهر)",
            "type": "integer"
          },
          "sl_key_brand": {
            "default": "",
            "description": "sl_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq].",
            "enum": [
              "",
              "Land Rover",
              "Jaguar"
            ],
            "title": "العلامة المعروضة"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "vehicles": {
            "additionalProperties": false,
            "default": {
              "headline": "",
              "list": []
            },
            "description": "Vehicles shown above the list under their headline (the display_selected_vehicles feature of stock_locator.features): {headline, list: [{id, list?}]}, at most 12, each a vehicle id of the block's list (or of the list named).",
            "properties": {
              "headline": {
                "default": "",
                "maxLength": 200,
                "title": "عنوان السيارات المختارة",
                "type": "string"
              },
              "list": {
                "default": [],
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "maximum": 2147483647,
                      "minimum": 1,
                      "title": "رقم السيارة",
                      "type": "integer"
                    },
                    "list": {
                      "pattern": "^[a-z0-9_-]{1,60}$",
                      "title": "قائمة النشر (اختياري)",
                      "type": "string"
                    }
                  },
                  "required": [
                    "id"
                  ],
                  "title": "سيارة",
                  "type": "object"
                },
                "maxItems": 12,
                "title": "السيارات",
                "type": "array"
              }
            },
            "title": "سيارات مختارة",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-quote": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "author": {
            "default": "",
            "maxLength": 120,
            "title": "القائل",
            "type": "string"
          },
          "author_position": {
            "default": "",
            "maxLength": 160,
            "title": "منصب القائل",
            "type": "string"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "justify_text": {
            "default": false,
            "title": "ضبط النص",
            "type": "boolean"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "quote": {
            "maxLength": 1000,
            "minLength": 1,
            "title": "الاقتباس",
            "type": "string"
          },
          "section_class": {
            "default": "center",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "المحاذاة"
          }
        },
        "required": [
          "quote"
        ],
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-ready-to-go-bar": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "fabDisabled": {
            "default": false,
            "description": "On: no floating action button on this page (neither these items nor the admin items). Off: the floating action button shows this bar's items instead of the admin items.",
            "title": "إيقاف الزر العائم في هذه الصفحة",
            "type": "boolean"
          },
          "hide_block": {
            "default": false,
            "description": "On: the bar is not shown on the page; its items still feed the floating action button.",
            "title": "إخفاء الشريط",
            "type": "boolean"
          },
          "mobile_button_label": {
            "default": "",
            "description": "The phone button that shows the rest of the items. Empty, or the catalogue's default 'Show more', shows the page language's own text (عرض المزيد in Arabic).",
            "maxLength": 40,
            "title": "نص زر «عرض المزيد» على الهاتف",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "content": {
              "default": "",
              "description": "A line under the link.",
              "maxLength": 300,
              "title": "النص",
              "type": "string"
            },
            "fallback_content": {
              "default": "",
              "maxLength": 300,
              "title": "نص البديل",
              "type": "string"
            },
            "fallback_icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "أيقونة البديل"
            },
            "fallback_link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "رابط البديل",
              "type": "object"
            },
            "icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة"
            },
            "isUsedAsButton": {
              "default": false,
              "description": "On: the link is drawn as a button (the icon and text stay beside it).",
              "title": "عرض الرابط كزر",
              "type": "boolean"
            },
            "link": {
              "additionalProperties": false,
              "default": {},
              "description": "The item's link; its dc_strategy decides whether the item or its fallback shows.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            },
            "use_dc_fallback": {
              "default": false,
              "description": "On: when the link's dynamic-content strategy refuses the item, the fallback icon, link and text show instead; off: nothing shows then.",
              "title": "استخدام بديل المحتوى الديناميكي",
              "type": "boolean"
            }
          },
          "type": "object"
        },
        "maxItems": 5,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-sign-post": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "description": "Background of the cards.",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "col-numbers": {
            "default": 3,
            "description": "Cards per row from 741px up; phones always show one card per row.",
            "maximum": 4,
            "minimum": 1,
            "title": "عدد الأعمدة",
            "type": "integer"
          },
          "header_icon": {
            "default": "",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة العنوان"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-links": {
            "default": [],
            "description": "A row of links under the cards.",
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 12,
            "title": "الروابط",
            "type": "array"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "heading": {
              "default": "",
              "maxLength": 200,
              "title": "عنوان البطاقة",
              "type": "string"
            },
            "icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "أيقونة البطاقة"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة البطاقة",
              "type": "object"
            },
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The card's call to action; the card itself is not a link.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            },
            "text": {
              "default": "",
              "maxLength": 1000,
              "title": "نص البطاقة",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 12,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-single-offer": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "description": {
            "default": "",
            "description": "The offer's main text.",
            "maxLength": 20000,
            "title": "الوصف",
            "type": "string"
          },
          "description_second": {
            "default": "",
            "description": "A second text under the first, e.g. the offer's terms.",
            "maxLength": 20000,
            "title": "الوصف الثاني",
            "type": "string"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id: the editor lists the forms (GET /forms).",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          },
          "hash": {
            "default": "",
            "description": "The address hash without '#': the offer's anchor id, so /ar/offers#hash opens the page at this offer. Letters, digits, '_' and '-'; it must differ from the page's other anchors.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "رابط العرض (#)",
            "type": "string"
          },
          "hidden_fields": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Hidden field name -> value sent with every lead of this offer (e.g. the offer's code for the CRM).",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "الحقول المخفية",
            "type": "object"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "title": {
            "default": "",
            "maxLength": 300,
            "title": "عنوان العرض",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-snippet": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "font_size": {
            "default": "",
            "enum": [
              "",
              "small-size"
            ],
            "title": "حجم الخط"
          },
          "header_font": {
            "default": "primary",
            "enum": [
              "primary",
              "secondary"
            ],
            "title": "خط العنوان"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "intro_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "المحتوى",
            "type": "object"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-buttons": {
            "default": [],
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 4,
            "title": "الأزرار",
            "type": "array"
          },
          "section_class": {
            "default": "wide-center",
            "description": "Column width (wide: the grid; narrow: a reading column, centred on the page) and text alignment. \"left\" is physical, as in the catalogue: the text sits on the left of the screen in Arabic pages too (the end side in right-to-left). Disclaimer variants set the text as small print.",
            "enum": [
              "wide-center",
              "wide-left",
              "narrow-center",
              "narrow-left",
              "wide-center-disclaimer",
              "narrow-left-disclaimer"
            ],
            "title": "التخطيط"
          },
          "section_height": {
            "default": "normal",
            "enum": [
              "normal",
              "short",
              "no-top-padding",
              "no-bottom-padding",
              "no-padding"
            ],
            "title": "ارتفاع القسم"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-stock-locator": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "calculator_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "حاسبة الميزانية الشهرية",
            "type": "object"
          },
          "card_attributes": {
            "default": [
              "productionYear",
              "model",
              "mileage",
              "engines",
              "color",
              "drivetrain",
              "vin",
              "power",
              "capacity",
              "status",
              "state",
              "colorInterior"
            ],
            "description": "The vehicle attributes each card lists, in this order (001 §9 default). Allowed: productionYear, model, mileage, engines, color, drivetrain, vin, power, capacity, status, state, colorInterior, transmission, modelYear, batteryCapacity, numberOfSeats, version.",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "model",
                  "title": "الطراز"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "vin",
                  "title": "رقم الهيكل"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "status",
                  "title": "حالة التوفر"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "colorInterior",
                  "title": "لون المقصورة"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "modelYear",
                  "title": "سنة الطراز"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                },
                {
                  "const": "version",
                  "title": "الإصدار"
                }
              ]
            },
            "maxItems": 17,
            "title": "خصائص البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "card_icons": {
            "default": [
              "engines",
              "power",
              "color"
            ],
            "description": "The attributes shown with an icon on each card: at most 3, each one of productionYear, mileage, engines, power, color, drivetrain, transmission, capacity, state, batteryCapacity, numberOfSeats; otherwise the default (engines, power, color) is used.",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                }
              ]
            },
            "maxItems": 3,
            "title": "أيقونات البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "cards_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "القائمة والبطاقات",
            "type": "object"
          },
          "ci_key_list": {
            "default": "default",
            "description": "The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}.",
            "maxLength": 60,
            "pattern": "^[a-z0-9_-]{1,60}$",
            "title": "قائمة النشر",
            "type": "string"
          },
          "default_sort": {
            "default": "createdAtDesc",
            "enum": [
              "productionYearAsc",
              "productionYearDesc",
              "createdAtAsc",
              "createdAtDesc",
              "mileageAsc",
              "mileageDesc",
              "priceAsc",
              "priceDesc",
              "status"
            ],
            "title": "الترتيب الافتراضي"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "filter-brands": {
            "default": true,
            "title": "فلتر: العلامة",
            "type": "boolean"
          },
          "filter-colors": {
            "default": true,
            "title": "فلتر: اللون",
            "type": "boolean"
          },
          "filter-dealers": {
            "default": false,
            "title": "فلتر: الوكيل",
            "type": "boolean"
          },
          "filter-display_price": {
            "default": true,
            "title": "فلتر: السعر المعروض",
            "type": "boolean"
          },
          "filter-engine_types": {
            "default": true,
            "title": "فلتر: نوع المحرك",
            "type": "boolean"
          },
          "filter-financing_options": {
            "default": false,
            "title": "فلتر: خيارات التمويل",
            "type": "boolean"
          },
          "filter-mileage": {
            "default": true,
            "title": "فلتر: المسافة المقطوعة",
            "type": "boolean"
          },
          "filter-model_year": {
            "default": false,
            "title": "فلتر: سنة الطراز",
            "type": "boolean"
          },
          "filter-models": {
            "default": true,
            "title": "فلتر: الطراز",
            "type": "boolean"
          },
          "filter-msrp_price": {
            "default": false,
            "title": "فلتر: سعر التجزئة",
            "type": "boolean"
          },
          "filter-number_of_seats": {
            "default": false,
            "title": "فلتر: عدد المقاعد",
            "type": "boolean"
          },
          "filter-power": {
            "default": false,
            "title": "فلتر: القوة",
            "type": "boolean"
          },
          "filter-production_year": {
            "default": true,
            "title": "فلتر: سنة الصنع",
            "type": "boolean"
          },
          "filter-specific_colors": {
            "default": false,
            "title": "فلتر: اسم اللون",
            "type": "boolean"
          },
          "filter-states": {
            "default": true,
            "title": "فلتر: الفئة (جديدة، مستعملة…)",
            "type": "boolean"
          },
          "filter-statuses": {
            "default": false,
            "title": "فلتر: حالة التوفر",
            "type": "boolean"
          },
          "filter-transmissions": {
            "default": true,
            "title": "فلتر: ناقل الحركة",
            "type": "boolean"
          },
          "filters_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "الفلاتر",
            "type": "object"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "items_per_page": {
            "default": 12,
            "description": "Page size: 1 to 12 (001 §5).",
            "maximum": 12,
            "minimum": 1,
            "title": "عدد السيارات في الصفحة",
            "type": "integer"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "reset_button_theme": {
            "default": "primary",
            "description": "The theme of the reset button on the no-results page.",
            "enum": [
              "primary",
              "secondary",
              "tertiary"
            ],
            "title": "نمط زر إعادة الضبط"
          },
          "reverse_calculator": {
            "default": false,
            "description": "'Filter By Monthly Budget': the visitor enters a monthly budget and the list keeps the vehicles whose price that budget pays for (the price filter's upper bound from the rate, term and down payment below).",
            "title": "حاسبة الميزانية الشهرية",
            "type": "boolean"
          },
          "reverse_calculator_down_payment": {
            "default": 20,
            "maximum": 90,
            "minimum": 0,
            "title": "الدفعة الأولى (%)",
            "type": "number"
          },
          "reverse_calculator_error": {
            "default": "حدث خطأ ما، يرجى تحديث الصفحة والمحاولة مرة أخرى",
            "description": "Shown when the budget cannot be applied (default: 'Something went wrong, please refresh the page and try again').",
            "maxLength": 300,
            "title": "رسالة خطأ الحاسبة",
            "type": "string"
          },
          "reverse_calculator_rate": {
            "default": 3.99,
            "maximum": 50,
            "minimum": 0,
            "title": "نسبة الفائدة السنوية (%)",
            "type": "number"
          },
          "reverse_calculator_term": {
            "default": 60,
            "maximum": 120,
            "minimum": 6,
            "title": "مدة التمويل (أشهر)",
            "type": "integer"
          },
          "sl_key_brand": {
            "default": "",
            "description": "sl_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq].",
            "enum": [
              "",
              "Land Rover",
              "Jaguar"
            ],
            "title": "العلامة المعروضة"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "vehicles": {
            "additionalProperties": false,
            "default": {
              "headline": "",
              "list": []
            },
            "description": "Vehicles shown above the list under their headline (the display_selected_vehicles feature of stock_locator.features): {headline, list: [{id, list?}]}, at most 12, each a vehicle id of the block's list (or of the list named).",
            "properties": {
              "headline": {
                "default": "",
                "maxLength": 200,
                "title": "عنوان السيارات المختارة",
                "type": "string"
              },
              "list": {
                "default": [],
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "maximum": 2147483647,
                      "minimum": 1,
                      "title": "رقم السيارة",
                      "type": "integer"
                    },
                    "list": {
                      "pattern": "^[a-z0-9_-]{1,60}$",
                      "title": "قائمة النشر (اختياري)",
                      "type": "string"
                    }
                  },
                  "required": [
                    "id"
                  ],
                  "title": "سيارة",
                  "type": "object"
                },
                "maxItems": 12,
                "title": "السيارات",
                "type": "array"
              }
            },
            "title": "سيارات مختارة",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-stock-locator-carousel": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "card_attributes": {
            "default": [
              "productionYear",
              "mileage",
              "engines",
              "power"
            ],
            "description": "The attributes each card lists (see the Stock Locator).",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "model",
                  "title": "الطراز"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "vin",
                  "title": "رقم الهيكل"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "status",
                  "title": "حالة التوفر"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "colorInterior",
                  "title": "لون المقصورة"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "modelYear",
                  "title": "سنة الطراز"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                },
                {
                  "const": "version",
                  "title": "الإصدار"
                }
              ]
            },
            "maxItems": 17,
            "title": "خصائص البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "ci_key_brand": {
            "default": "",
            "description": "ci_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq].",
            "enum": [
              "",
              "Land Rover",
              "Jaguar"
            ],
            "title": "العلامة"
          },
          "ci_key_list": {
            "default": "default",
            "description": "The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}.",
            "maxLength": 60,
            "pattern": "^[a-z0-9_-]{1,60}$",
            "title": "قائمة النشر",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "items": {
            "default": 8,
            "maximum": 12,
            "minimum": 1,
            "title": "عدد السيارات",
            "type": "integer"
          },
          "jag_model_key": {
            "default": "",
            "description": "With the brand Jaguar: the model (nameplate code, 001 §9) the carousel shows; '' for every model.",
            "enum": [
              "",
              "x761",
              "x590",
              "x540",
              "x152",
              "x760",
              "x260"
            ],
            "title": "طراز جاكوار"
          },
          "lr_model_key": {
            "default": "",
            "description": "With the brand Land Rover: the model (nameplate code, 001 §9) the carousel shows; '' for every model.",
            "enum": [
              "",
              "l405",
              "l494",
              "l460",
              "l461",
              "l560",
              "l551",
              "l550",
              "l663",
              "l462"
            ],
            "title": "طراز لاند روفر"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "rdx-link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "الزر",
            "type": "object"
          },
          "sort": {
            "default": "createdAtDesc",
            "enum": [
              "productionYearAsc",
              "productionYearDesc",
              "createdAtAsc",
              "createdAtDesc",
              "mileageAsc",
              "mileageDesc",
              "priceAsc",
              "priceDesc",
              "status"
            ],
            "title": "الترتيب"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  }
};

/** Settings namespace -> JSON Schema of its form; JSON-string keys appear parsed (each keeps its literal type). */
export const settingsFormSchemas = {
  "auth": {
    "properties": {
      "auth.oidc.audience": {
        "default": "",
        "description": "Sent as audience on the authorisation request when set (OIDC_AUDIENCE wins).",
        "maxLength": 500,
        "title": "الجمهور المطلوب (Audience)",
        "type": "string"
      },
      "auth.oidc.authorization_url": {
        "default": "",
        "description": "Overrides the authorisation endpoint of the discovery document; empty keeps the discovered one (OIDC_AUTHORIZATION_URL wins).",
        "maxLength": 2000,
        "pattern": "^(https?://[^\\s]+)?$",
        "title": "عنوان صفحة التفويض",
        "type": "string"
      },
      "auth.oidc.client_id": {
        "default": "",
        "description": "The site's client id at the provider (OIDC_CLIENT_ID wins).",
        "maxLength": 200,
        "title": "معرّف العميل (Client ID)",
        "type": "string"
      },
      "auth.oidc.default_role": {
        "default": "viewer",
        "description": "Role given to a user on the first single sign-on (OIDC_DEFAULT_ROLE wins).",
        "enum": [
          "viewer",
          "editor",
          "admin"
        ],
        "title": "دور المستخدم الجديد عبر الدخول الموحّد"
      },
      "auth.oidc.instance_id": {
        "default": "",
        "description": "Sent as instance_id on the authorisation request when set (OIDC_INSTANCE_ID wins).",
        "maxLength": 200,
        "title": "معرّف النسخة (Instance ID)",
        "type": "string"
      },
      "auth.oidc.issuer": {
        "default": "",
        "description": "The provider's issuer URL; its /.well-known/openid-configuration is read. Empty turns single sign-on off (unless OIDC_ISSUER is set).",
        "maxLength": 2000,
        "pattern": "^(https?://[^\\s]+)?$",
        "title": "عنوان مزوّد الدخول الموحّد (Issuer)",
        "type": "string"
      }
    },
    "type": "object"
  },
  "basic_popup": {
    "properties": {
      "basic_popup.body": {
        "default": "",
        "description": "Plain text; line breaks are kept.",
        "maxLength": 5000,
        "title": "النص",
        "type": "string"
      },
      "basic_popup.buttons": {
        "items": {
          "additionalProperties": false,
          "properties": {
            "close_on_click": {
              "default": true,
              "type": "boolean"
            },
            "icon": {
              "default": "",
              "maxLength": 60,
              "type": "string"
            },
            "target": {
              "default": "_self",
              "enum": [
                "_self",
                "_blank"
              ]
            },
            "text": {
              "maxLength": 60,
              "minLength": 1,
              "type": "string"
            },
            "type": {
              "default": "primary",
              "enum": [
                "primary",
                "secondary"
              ]
            },
            "url": {
              "default": "",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "type": "string"
            }
          },
          "required": [
            "text"
          ],
          "type": "object"
        },
        "maxItems": 4,
        "title": "الأزرار",
        "type": "array"
      },
      "basic_popup.cookie_expiry_days": {
        "default": "30",
        "pattern": "^[1-9][0-9]{0,3}$",
        "title": "مدة ملف الارتباط بالأيام",
        "type": "string"
      },
      "basic_popup.end_date": {
        "default": "",
        "description": "Same form as the start. Empty: never ends.",
        "pattern": "^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$",
        "title": "ينتهي في",
        "type": "string"
      },
      "basic_popup.header": {
        "default": "",
        "maxLength": 200,
        "title": "العنوان",
        "type": "string"
      },
      "basic_popup.is_enabled": {
        "default": "false",
        "enum": [
          "true",
          "false"
        ],
        "title": "تفعيل النافذة المنبثقة"
      },
      "basic_popup.matching_paths": {
        "description": "Site paths, * for any characters: [\"/*\"] everywhere, [\"/offers/*\"] the offers only. Paths are compared with and without the language base (/ar).",
        "items": {
          "maxLength": 300,
          "minLength": 1,
          "type": "string"
        },
        "maxItems": 50,
        "title": "الصفحات التي تظهر فيها",
        "type": "array"
      },
      "basic_popup.namespace": {
        "default": "basic_popup",
        "description": "The dismissal is stored as {namespace}-local-closed, -session-closed or -cookie-closed; change it to show the popup again to everyone.",
        "pattern": "^[A-Za-z0-9_-]{0,60}$",
        "title": "بادئة مفتاح الإغلاق",
        "type": "string"
      },
      "basic_popup.start_date": {
        "default": "",
        "description": "A date (2025-06-01) or date and time with its offset (2025-06-01T09:00:00+04:00). Empty: already started.",
        "pattern": "^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$",
        "title": "يبدأ في",
        "type": "string"
      },
      "basic_popup.store_type": {
        "default": "localStorage",
        "description": "Where a dismissal is remembered: localStorage (until cleared), sessionStorage (this tab's session), cookie (cookie_expiry_days days) or none (shown on every page load).",
        "enum": [
          "localStorage",
          "sessionStorage",
          "cookie",
          "none"
        ],
        "title": "تذكّر الإغلاق في"
      }
    },
    "type": "object"
  },
  "cars_inventory_ssr": {
    "properties": {
      "cars_inventory_ssr.ci_stock_page_path": {
        "default": "",
        "description": "The listing page path (for example stock, or /ar/stock) read when stock_locator.stock_page_path is empty. Empty as well: the home page.",
        "maxLength": 300,
        "pattern": "^[^\\u0000\\s]*$",
        "title": "مسار صفحة المخزون (احتياطي)",
        "type": "string"
      }
    },
    "type": "object"
  },
  "cookie_consent": {
    "properties": {
      "cookie_consent.content": {
        "additionalProperties": false,
        "description": "When set, the banner is this variant instead: a title and one accept-all button.",
        "properties": {
          "accept_button": {
            "maxLength": 60,
            "minLength": 1,
            "type": "string"
          },
          "accept_button_position": {
            "default": "end",
            "description": "Where the button sits in reading order: start (before the title) or end.",
            "enum": [
              "start",
              "end"
            ]
          },
          "title": {
            "maxLength": 500,
            "minLength": 1,
            "type": "string"
          },
          "title_level": {
            "default": "h2",
            "enum": [
              "h2",
              "h3",
              "h4",
              "h5",
              "h6"
            ]
          }
        },
        "required": [
          "title",
          "accept_button"
        ],
        "title": "لافتة مختصرة",
        "type": "object"
      },
      "cookie_consent.default_placeholder": {
        "default": "",
        "description": "Shown instead of third-party content (maps, videos) while consent is missing. Empty: the site's text, 'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.' in the visitor's language.",
        "maxLength": 500,
        "title": "نص بديل المحتوى المحجوب",
        "type": "string"
      },
      "cookie_consent.settings.culture": {
        "default": "ar",
        "description": "The language code passed to a third-party consent manager (ar, en).",
        "maxLength": 20,
        "pattern": "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$",
        "title": "لغة مدير الموافقة",
        "type": "string"
      },
      "cookie_consent.strategies.basic.description": {
        "default": "",
        "description": "The basic banner's explanation; empty: the site's text.",
        "maxLength": 1000,
        "title": "نص اللافتة",
        "type": "string"
      },
      "cookie_consent.strategies.basic.privacy_url": {
        "default": "",
        "description": "Linked from the banner when set (site-relative /privacy-policy or https).",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "رابط سياسة الخصوصية",
        "type": "string"
      },
      "cookie_consent.strategies.basic.title": {
        "default": "",
        "description": "The basic banner's heading; empty: the site's text.",
        "maxLength": 120,
        "title": "عنوان اللافتة",
        "type": "string"
      },
      "cookie_consent.strategies.onetrust.category_map": {
        "additionalProperties": {
          "enum": [
            "obligatory",
            "optional",
            "statistic",
            "marketing",
            "unclassified"
          ]
        },
        "description": "Category id -> scope. Unlisted categories count as optional. Default: C0001 obligatory, C0002 and C0004 optional.",
        "maxProperties": 20,
        "propertyNames": {
          "pattern": "^[A-Za-z0-9_-]{1,40}$",
          "type": "string"
        },
        "title": "ربط فئات OneTrust بالنطاقات",
        "type": "object"
      },
      "cookie_consent.strategy": {
        "default": "none",
        "description": "basic shows the site's banner; none asks nothing and accepts every cookie; onetrust leaves the choice to that consent manager (loaded by a metahead), its events mapped to scopes. Another name falls back to basic.",
        "enum": [
          "none",
          "basic",
          "onetrust"
        ],
        "title": "طريقة طلب الموافقة"
      }
    },
    "type": "object"
  },
  "currency_exchange": {
    "properties": {
      "currency_exchange.api_url": {
        "default": "",
        "description": "The exchange-rate service. Empty: no request is made (the local service answers instead).",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان خدمة أسعار الصرف",
        "type": "string"
      },
      "currency_exchange.class_name": {
        "default": "price-exchange-class",
        "description": "Not a key the document names; it says the class is configurable. Elements with this class have their price converted by the rate, truncated to a whole number.",
        "maxLength": 100,
        "pattern": "^([A-Za-z_][A-Za-z0-9_-]*)?$",
        "title": "صنف عناصر الأسعار المحوَّلة",
        "type": "string"
      },
      "currency_exchange.fixed_rate": {
        "default": "",
        "description": "Not a key the document names: the rate the local service answers with when api_url is empty (offline). Empty: no rate.",
        "maxLength": 30,
        "pattern": "^([0-9]+(\\.[0-9]+)?)?$",
        "title": "سعر صرف ثابت (الخدمة المحلية)",
        "type": "string"
      },
      "currency_exchange.response_key": {
        "default": "data",
        "description": "Dot-separated path of the rate in the service's JSON answer (default 'data').",
        "maxLength": 200,
        "pattern": "^[^\\s]*$",
        "title": "مسار سعر الصرف في الرد",
        "type": "string"
      },
      "currency_exchange.start_date_key": {
        "default": "startdate",
        "description": "Dot-separated path of the rate's start date in the answer (default 'startdate').",
        "maxLength": 200,
        "pattern": "^[^\\s]*$",
        "title": "مسار تاريخ البدء في الرد",
        "type": "string"
      }
    },
    "type": "object"
  },
  "data_layers": {
    "properties": {
      "data_layers.application": {
        "default": "rdx",
        "description": "Not a key the document names: the application pushed with every page, naming this site among the tag manager's sources. Empty means rdx.",
        "maxLength": 60,
        "pattern": "^[A-Za-z0-9_.-]*$",
        "title": "اسم التطبيق",
        "type": "string"
      },
      "data_layers.market": {
        "default": "AE",
        "description": "Not a key the document names: the market pushed with every page (ISO 3166 code, upper case). Empty pushes null. Default AE, the documented default market.",
        "pattern": "^([A-Z]{2})?$",
        "title": "السوق",
        "type": "string"
      },
      "data_layers.page_category_mapping": {
        "additionalProperties": {
          "maxLength": 1000,
          "minLength": 1,
          "type": "string"
        },
        "description": "A JSON object of category -> regular expression (JavaScript syntax, no slashes or flags), tested in the listed order against the page's path plus its query as the address bar shows it, decoded (/ar/offers/summer?utm_source=news); the first match gives the page_category. For example {\"offers\": \"^/[a-z-]+/offers\", \"test_drive\": \"test-drive\"}. Invalid JSON logs 'Invalid JSON in data_layers.page_category_mapping' and the fallbacks apply; an entry that is not a regular expression is ignored with a log naming its category.",
        "maxProperties": 100,
        "propertyNames": {
          "pattern": "^[A-Za-z0-9_.:-]{1,100}$",
          "type": "string"
        },
        "title": "ربط فئات الصفحات",
        "type": "object"
      }
    },
    "type": "object"
  },
  "dynamic_content": {
    "properties": {
      "dynamic_content.enabled_strategies": {
        "default": "",
        "description": "Comma-separated: mena_external_sl, mena_offers, url_brands, reffine_sl. A strategy that is not enabled has no values, so content that names it is shown.",
        "maxLength": 200,
        "pattern": "^ *((mena_external_sl|mena_offers|url_brands|reffine_sl) *(, *(mena_external_sl|mena_offers|url_brands|reffine_sl) *)*)?$",
        "title": "الاستراتيجيات المفعّلة",
        "type": "string"
      },
      "dynamic_content.mena_external_sl__config": {
        "additionalProperties": false,
        "description": "mena_external_sl: GET api_key (a URL); the answer is an array whose first object's keys are the values.",
        "properties": {
          "api_key": {
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "عنوان الخدمة",
            "type": "string"
          }
        },
        "title": "إعداد مخزون السيارات الخارجي",
        "type": "object"
      },
      "dynamic_content.reffine_sl__config": {
        "additionalProperties": false,
        "description": "reffine_sl: GET {api_base_url}/public_api/dynamic_content/{uuid,...} with the unique uuids of lists_to_check; each list is named for the dc_strategy value {name, value}.",
        "properties": {
          "api_base_url": {
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "العنوان الأساسي",
            "type": "string"
          },
          "lists_to_check": {
            "items": {
              "additionalProperties": false,
              "properties": {
                "name": {
                  "maxLength": 120,
                  "minLength": 1,
                  "title": "الاسم",
                  "type": "string"
                },
                "uuid": {
                  "pattern": "^[A-Za-z0-9-]{1,64}$",
                  "title": "المعرّف",
                  "type": "string"
                }
              },
              "required": [
                "name",
                "uuid"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "القوائم",
            "type": "array"
          }
        },
        "title": "إعداد قوائم Reffine",
        "type": "object"
      }
    },
    "type": "object"
  },
  "exit_popup": {
    "properties": {
      "exit_popup.cancel": {
        "default": "",
        "description": "Empty: no cancel button (Escape, the backdrop and the close button still close it).",
        "maxLength": 60,
        "title": "نص زر الإلغاء",
        "type": "string"
      },
      "exit_popup.copy": {
        "default": "",
        "description": "What the confirmation says; empty: the site's text.",
        "maxLength": 2000,
        "title": "نص التنبيه",
        "type": "string"
      },
      "exit_popup.do_url": {
        "default": "",
        "description": "One regular expression per line, tested case-insensitively on the link's absolute URL without its query (e.g. ^https://shop\\.example\\.com/). Empty: no link asks. Invalid lines are ignored.",
        "maxLength": 5000,
        "title": "الروابط التي تطلب التأكيد",
        "type": "string"
      },
      "exit_popup.dont_url": {
        "default": "",
        "description": "One regular expression per line; a link matching one never asks. Invalid lines are ignored.",
        "maxLength": 5000,
        "title": "الروابط المستثناة",
        "type": "string"
      },
      "exit_popup.ok": {
        "default": "",
        "description": "The 'go' button; empty: the site's text.",
        "maxLength": 60,
        "title": "نص زر المتابعة",
        "type": "string"
      }
    },
    "type": "object"
  },
  "forms": {
    "properties": {
      "forms.allow_private_webhooks": {
        "default": "false",
        "description": "Webhook targets in private, loopback or link-local address ranges are refused unless this is on.",
        "enum": [
          "false",
          "true"
        ],
        "title": "السماح بعناوين الشبكة الخاصة للويب هوك",
        "type": "string"
      },
      "forms.captcha_provider": {
        "default": "local",
        "description": "local: the site's own check (offline); recaptcha: Google reCAPTCHA v2 (the secret from RECAPTCHA_SECRET).",
        "enum": [
          "local",
          "recaptcha"
        ],
        "title": "مزود التحقق من الروبوتات"
      },
      "forms.crm_system": {
        "default": "local",
        "description": "The CRM system a form's crm integration targets deliver to: none, local (the site's CRM inbox) or salesforce (Web-to-Lead).",
        "enum": [
          "none",
          "local",
          "salesforce"
        ],
        "title": "نظام إدارة علاقات العملاء"
      },
      "forms.email_verification_url": {
        "default": "",
        "description": "The e-mail verification service fields with verify_email use (POST {email}, the key from EMAIL_VERIFICATION_KEY). Empty: the offline verifier (the address's shape only).",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان خدمة التحقق من البريد الإلكتروني",
        "type": "string"
      },
      "forms.mail_from": {
        "default": "no-reply@example.com",
        "description": "The From address of notifications and confirmations.",
        "maxLength": 254,
        "pattern": "^[^\\s@<>,;\"()[\\]\\\\\\u0000]+@[^\\s@<>,;\"()[\\]\\\\\\u0000]+\\.[^\\s@<>,;\"()[\\]\\\\\\u0000]+$",
        "title": "مرسل رسائل النماذج",
        "type": "string"
      },
      "forms.recaptcha_site_key": {
        "default": "",
        "maxLength": 100,
        "pattern": "^[A-Za-z0-9_-]*$",
        "title": "مفتاح موقع reCAPTCHA",
        "type": "string"
      }
    },
    "type": "object"
  },
  "general": {
    "properties": {
      "general.404_page": {
        "default": "",
        "description": "HTML rendered as the 404 page, or JSON {heading, image_id, paragraph, button_label} overriding the hero banner's texts.",
        "maxLength": 100000,
        "title": "صفحة الخطأ 404",
        "type": "string"
      },
      "general.app_name": {
        "default": "",
        "maxLength": 120,
        "title": "اسم الموقع",
        "type": "string"
      },
      "general.footer.content": {
        "default": "",
        "description": "Raw HTML shown as the footer when every JSON part of the page's footer variant is empty.",
        "maxLength": 50000,
        "title": "HTML التذييل البديل",
        "type": "string"
      },
      "general.footer.content.bottom_footer": {
        "default": "",
        "maxLength": 50000,
        "title": "HTML أسفل التذييل",
        "type": "string"
      },
      "general.footer.content.medium_footer": {
        "description": "mediumFooter: items (the same rules as the columns' items).",
        "items": {
          "additionalProperties": false,
          "properties": {
            "aria": {
              "additionalProperties": false,
              "properties": {
                "label": {
                  "maxLength": 200,
                  "type": "string"
                }
              },
              "type": "object"
            },
            "class": {
              "maxLength": 200,
              "type": "string"
            },
            "dc_strategy": {
              "additionalProperties": false,
              "properties": {
                "key": {
                  "maxLength": 100,
                  "type": "string"
                },
                "value": {
                  "maxLength": 2000,
                  "type": "string"
                }
              },
              "type": "object"
            },
            "icon": {
              "maxLength": 60,
              "type": "string"
            },
            "id": {
              "maxLength": 100,
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "properties": {
                "alt": {
                  "maxLength": 200,
                  "type": "string"
                },
                "height": {
                  "default": 80,
                  "maximum": 4000,
                  "minimum": 1,
                  "type": "integer"
                },
                "src": {
                  "maxLength": 2000,
                  "minLength": 1,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                },
                "width": {
                  "default": 200,
                  "maximum": 4000,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "src"
              ],
              "type": "object"
            },
            "items": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "aria": {
                    "additionalProperties": false,
                    "properties": {
                      "label": {
                        "maxLength": 200,
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "class": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "dc_strategy": {
                    "additionalProperties": false,
                    "properties": {
                      "key": {
                        "maxLength": 100,
                        "type": "string"
                      },
                      "value": {
                        "maxLength": 2000,
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "icon": {
                    "maxLength": 60,
                    "type": "string"
                  },
                  "id": {
                    "maxLength": 100,
                    "type": "string"
                  },
                  "image": {
                    "additionalProperties": false,
                    "properties": {
                      "alt": {
                        "maxLength": 200,
                        "type": "string"
                      },
                      "height": {
                        "default": 80,
                        "maximum": 4000,
                        "minimum": 1,
                        "type": "integer"
                      },
                      "src": {
                        "maxLength": 2000,
                        "minLength": 1,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "type": "string"
                      },
                      "width": {
                        "default": 200,
                        "maximum": 4000,
                        "minimum": 1,
                        "type": "integer"
                      }
                    },
                    "required": [
                      "src"
                    ],
                    "type": "object"
                  },
                  "label": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "rel": {
                    "maxLength": 100,
                    "type": "string"
                  },
                  "tag": {
                    "default": "div",
                    "enum": [
                      "div",
                      "span"
                    ]
                  },
                  "target": {
                    "default": "_self",
                    "enum": [
                      "_self",
                      "_blank"
                    ]
                  },
                  "type": {
                    "default": "link",
                    "enum": [
                      "link",
                      "social",
                      "image",
                      "wrapper"
                    ]
                  },
                  "url": {
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "type": "string"
                  }
                },
                "type": "object"
              },
              "maxItems": 30,
              "type": "array"
            },
            "label": {
              "maxLength": 200,
              "type": "string"
            },
            "rel": {
              "maxLength": 100,
              "type": "string"
            },
            "tag": {
              "default": "div",
              "enum": [
                "div",
                "span"
              ]
            },
            "target": {
              "default": "_self",
              "enum": [
                "_self",
                "_blank"
              ]
            },
            "type": {
              "default": "link",
              "enum": [
                "link",
                "social",
                "image",
                "wrapper"
              ]
            },
            "url": {
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 40,
        "title": "روابط وسط التذييل",
        "type": "array"
      },
      "general.footer.content.middle_html": {
        "default": "",
        "maxLength": 50000,
        "title": "HTML وسط التذييل",
        "type": "string"
      },
      "general.footer.content.searchbar": {
        "additionalProperties": false,
        "description": "searchbar: {placeholder}; the footer shows a site search when set.",
        "properties": {
          "placeholder": {
            "maxLength": 120,
            "type": "string"
          }
        },
        "title": "شريط البحث في التذييل",
        "type": "object"
      },
      "general.footer.content.top_footer": {
        "description": "topFooter: columns of type links or social, each with rows {heading, heading_html_tag, heading_link {url, target}, items}. Targets are _self or _blank; an image item needs image.src; any other item but a wrapper needs a label; invalid items are dropped; a row is kept only with items or a linked heading.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "rows": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "heading": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "heading_html_tag": {
                    "default": "h2",
                    "enum": [
                      "h2",
                      "h3",
                      "h4",
                      "p"
                    ]
                  },
                  "heading_link": {
                    "additionalProperties": false,
                    "properties": {
                      "target": {
                        "default": "_self",
                        "enum": [
                          "_self",
                          "_blank"
                        ]
                      },
                      "url": {
                        "maxLength": 2000,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "items": {
                    "items": {
                      "additionalProperties": false,
                      "properties": {
                        "aria": {
                          "additionalProperties": false,
                          "properties": {
                            "label": {
                              "maxLength": 200,
                              "type": "string"
                            }
                          },
                          "type": "object"
                        },
                        "class": {
                          "maxLength": 200,
                          "type": "string"
                        },
                        "dc_strategy": {
                          "additionalProperties": false,
                          "properties": {
                            "key": {
                              "maxLength": 100,
                              "type": "string"
                            },
                            "value": {
                              "maxLength": 2000,
                              "type": "string"
                            }
                          },
                          "type": "object"
                        },
                        "icon": {
                          "maxLength": 60,
                          "type": "string"
                        },
                        "id": {
                          "maxLength": 100,
                          "type": "string"
                        },
                        "image": {
                          "additionalProperties": false,
                          "properties": {
                            "alt": {
                              "maxLength": 200,
                              "type": "string"
                            },
                            "height": {
                              "default": 80,
                              "maximum": 4000,
                              "minimum": 1,
                              "type": "integer"
                            },
                            "src": {
                              "maxLength": 2000,
                              "minLength": 1,
                              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                              "type": "string"
                            },
                            "width": {
                              "default": 200,
                              "maximum": 4000,
                              "minimum": 1,
                              "type": "integer"
                            }
                          },
                          "required": [
                            "src"
                          ],
                          "type": "object"
                        },
                        "items": {
                          "items": {
                            "additionalProperties": false,
                            "properties": {
                              "aria": {
                                "additionalProperties": false,
                                "properties": {
                                  "label": {
                                    "maxLength": 200,
                                    "type": "string"
                                  }
                                },
                                "type": "object"
                              },
                              "class": {
                                "maxLength": 200,
                                "type": "string"
                              },
                              "dc_strategy": {
                                "additionalProperties": false,
                                "properties": {
                                  "key": {
                                    "maxLength": 100,
                                    "type": "string"
                                  },
                                  "value": {
                                    "maxLength": 2000,
                                    "type": "string"
                                  }
                                },
                                "type": "object"
                              },
                              "icon": {
                                "maxLength": 60,
                                "type": "string"
                              },
                              "id": {
                                "maxLength": 100,
                                "type": "string"
                              },
                              "image": {
                                "additionalProperties": false,
                                "properties": {
                                  "alt": {
                                    "maxLength": 200,
                                    "type": "string"
                                  },
                                  "height": {
                                    "default": 80,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "type": "integer"
                                  },
                                  "src": {
                                    "maxLength": 2000,
                                    "minLength": 1,
                                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                    "type": "string"
                                  },
                                  "width": {
                                    "default": 200,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "type": "integer"
                                  }
                                },
                                "required": [
                                  "src"
                                ],
                                "type": "object"
                              },
                              "label": {
                                "maxLength": 200,
                                "type": "string"
                              },
                              "rel": {
                                "maxLength": 100,
                                "type": "string"
                              },
                              "tag": {
                                "default": "div",
                                "enum": [
                                  "div",
                                  "span"
                                ]
                              },
                              "target": {
                                "default": "_self",
                                "enum": [
                                  "_self",
                                  "_blank"
                                ]
                              },
                              "type": {
                                "default": "link",
                                "enum": [
                                  "link",
                                  "social",
                                  "image",
                                  "wrapper"
                                ]
                              },
                              "url": {
                                "maxLength": 2000,
                                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                "type": "string"
                              }
                            },
                            "type": "object"
                          },
                          "maxItems": 30,
                          "type": "array"
                        },
                        "label": {
                          "maxLength": 200,
                          "type": "string"
                        },
                        "rel": {
                          "maxLength": 100,
                          "type": "string"
                        },
                        "tag": {
                          "default": "div",
                          "enum": [
                            "div",
                            "span"
                          ]
                        },
                        "target": {
                          "default": "_self",
                          "enum": [
                            "_self",
                            "_blank"
                          ]
                        },
                        "type": {
                          "default": "link",
                          "enum": [
                            "link",
                            "social",
                            "image",
                            "wrapper"
                          ]
                        },
                        "url": {
                          "maxLength": 2000,
                          "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                          "type": "string"
                        }
                      },
                      "type": "object"
                    },
                    "maxItems": 40,
                    "type": "array"
                  }
                },
                "type": "object"
              },
              "maxItems": 10,
              "type": "array"
            },
            "type": {
              "default": "links",
              "enum": [
                "links",
                "social"
              ]
            }
          },
          "required": [
            "rows"
          ],
          "type": "object"
        },
        "maxItems": 8,
        "title": "أعمدة التذييل",
        "type": "array"
      },
      "general.global_fab": {
        "description": "The global FAB's items (JSON): link, label, target, type, icon, dc_strategy {key, value}, use_dc_fallback, fallback {link, label, icon}. 4 show on desktop, 3 on phones; empty (and no FAB block on the page) disables the FAB.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "dc_strategy": {
              "additionalProperties": false,
              "properties": {
                "key": {
                  "maxLength": 100,
                  "type": "string"
                },
                "value": {
                  "maxLength": 2000,
                  "type": "string"
                }
              },
              "type": "object"
            },
            "fallback": {
              "additionalProperties": false,
              "properties": {
                "icon": {
                  "maxLength": 60,
                  "type": "string"
                },
                "label": {
                  "maxLength": 80,
                  "type": "string"
                },
                "link": {
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "type": "object"
            },
            "icon": {
              "maxLength": 60,
              "type": "string"
            },
            "label": {
              "maxLength": 80,
              "minLength": 1,
              "title": "النص",
              "type": "string"
            },
            "link": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            },
            "target": {
              "default": "_self",
              "enum": [
                "_self",
                "_blank"
              ]
            },
            "type": {
              "default": "internal",
              "enum": [
                "internal",
                "external",
                "form",
                "file"
              ]
            },
            "use_dc_fallback": {
              "default": false,
              "type": "boolean"
            }
          },
          "required": [
            "link",
            "label"
          ],
          "type": "object"
        },
        "maxItems": 12,
        "title": "عناصر الزر العائم",
        "type": "array"
      },
      "general.global_fab_quick_links": {
        "default": "false",
        "description": "'true' folds the FAB's items behind an expand button (quick links).",
        "enum": [
          "true",
          "false"
        ],
        "title": "الزر العائم كروابط سريعة"
      },
      "general.global_fab_quick_links_expand_button_label": {
        "default": "",
        "maxLength": 60,
        "title": "نص زر توسيع الروابط السريعة",
        "type": "string"
      },
      "general.global_fab_quick_links_reversed_position": {
        "default": "false",
        "description": "'true' puts the FAB on the other side of the screen.",
        "enum": [
          "true",
          "false"
        ],
        "title": "عكس موضع الروابط السريعة"
      },
      "general.global_fab_secondary": {
        "default": "false",
        "description": "'true' draws the FAB in its secondary (light) style.",
        "enum": [
          "true",
          "false"
        ],
        "title": "النمط الثانوي للزر العائم"
      },
      "general.l460_bev_config.footer.content.bottom_footer": {
        "default": "",
        "maxLength": 50000,
        "title": "HTML أسفل التذييل (صفحات السيارات الكهربائية)",
        "type": "string"
      },
      "general.l460_bev_config.footer.content.medium_footer": {
        "description": "mediumFooter: items (the same rules as the columns' items).",
        "items": {
          "additionalProperties": false,
          "properties": {
            "aria": {
              "additionalProperties": false,
              "properties": {
                "label": {
                  "maxLength": 200,
                  "type": "string"
                }
              },
              "type": "object"
            },
            "class": {
              "maxLength": 200,
              "type": "string"
            },
            "dc_strategy": {
              "additionalProperties": false,
              "properties": {
                "key": {
                  "maxLength": 100,
                  "type": "string"
                },
                "value": {
                  "maxLength": 2000,
                  "type": "string"
                }
              },
              "type": "object"
            },
            "icon": {
              "maxLength": 60,
              "type": "string"
            },
            "id": {
              "maxLength": 100,
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "properties": {
                "alt": {
                  "maxLength": 200,
                  "type": "string"
                },
                "height": {
                  "default": 80,
                  "maximum": 4000,
                  "minimum": 1,
                  "type": "integer"
                },
                "src": {
                  "maxLength": 2000,
                  "minLength": 1,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                },
                "width": {
                  "default": 200,
                  "maximum": 4000,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "src"
              ],
              "type": "object"
            },
            "items": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "aria": {
                    "additionalProperties": false,
                    "properties": {
                      "label": {
                        "maxLength": 200,
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "class": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "dc_strategy": {
                    "additionalProperties": false,
                    "properties": {
                      "key": {
                        "maxLength": 100,
                        "type": "string"
                      },
                      "value": {
                        "maxLength": 2000,
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "icon": {
                    "maxLength": 60,
                    "type": "string"
                  },
                  "id": {
                    "maxLength": 100,
                    "type": "string"
                  },
                  "image": {
                    "additionalProperties": false,
                    "properties": {
                      "alt": {
                        "maxLength": 200,
                        "type": "string"
                      },
                      "height": {
                        "default": 80,
                        "maximum": 4000,
                        "minimum": 1,
                        "type": "integer"
                      },
                      "src": {
                        "maxLength": 2000,
                        "minLength": 1,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "type": "string"
                      },
                      "width": {
                        "default": 200,
                        "maximum": 4000,
                        "minimum": 1,
                        "type": "integer"
                      }
                    },
                    "required": [
                      "src"
                    ],
                    "type": "object"
                  },
                  "label": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "rel": {
                    "maxLength": 100,
                    "type": "string"
                  },
                  "tag": {
                    "default": "div",
                    "enum": [
                      "div",
                      "span"
                    ]
                  },
                  "target": {
                    "default": "_self",
                    "enum": [
                      "_self",
                      "_blank"
                    ]
                  },
                  "type": {
                    "default": "link",
                    "enum": [
                      "link",
                      "social",
                      "image",
                      "wrapper"
                    ]
                  },
                  "url": {
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "type": "string"
                  }
                },
                "type": "object"
              },
              "maxItems": 30,
              "type": "array"
            },
            "label": {
              "maxLength": 200,
              "type": "string"
            },
            "rel": {
              "maxLength": 100,
              "type": "string"
            },
            "tag": {
              "default": "div",
              "enum": [
                "div",
                "span"
              ]
            },
            "target": {
              "default": "_self",
              "enum": [
                "_self",
                "_blank"
              ]
            },
            "type": {
              "default": "link",
              "enum": [
                "link",
                "social",
                "image",
                "wrapper"
              ]
            },
            "url": {
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 40,
        "title": "روابط وسط التذييل (صفحات السيارات الكهربائية)",
        "type": "array"
      },
      "general.l460_bev_config.footer.content.middle_html": {
        "default": "",
        "maxLength": 50000,
        "title": "HTML وسط التذييل (صفحات السيارات الكهربائية)",
        "type": "string"
      },
      "general.l460_bev_config.footer.content.searchbar": {
        "additionalProperties": false,
        "description": "searchbar: {placeholder}; the footer shows a site search when set.",
        "properties": {
          "placeholder": {
            "maxLength": 120,
            "type": "string"
          }
        },
        "title": "شريط البحث في التذييل (صفحات السيارات الكهربائية)",
        "type": "object"
      },
      "general.l460_bev_config.footer.content.top_footer": {
        "description": "topFooter: columns of type links or social, each with rows {heading, heading_html_tag, heading_link {url, target}, items}. Targets are _self or _blank; an image item needs image.src; any other item but a wrapper needs a label; invalid items are dropped; a row is kept only with items or a linked heading.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "rows": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "heading": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "heading_html_tag": {
                    "default": "h2",
                    "enum": [
                      "h2",
                      "h3",
                      "h4",
                      "p"
                    ]
                  },
                  "heading_link": {
                    "additionalProperties": false,
                    "properties": {
                      "target": {
                        "default": "_self",
                        "enum": [
                          "_self",
                          "_blank"
                        ]
                      },
                      "url": {
                        "maxLength": 2000,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "items": {
                    "items": {
                      "additionalProperties": false,
                      "properties": {
                        "aria": {
                          "additionalProperties": false,
                          "properties": {
                            "label": {
                              "maxLength": 200,
                              "type": "string"
                            }
                          },
                          "type": "object"
                        },
                        "class": {
                          "maxLength": 200,
                          "type": "string"
                        },
                        "dc_strategy": {
                          "additionalProperties": false,
                          "properties": {
                            "key": {
                              "maxLength": 100,
                              "type": "string"
                            },
                            "value": {
                              "maxLength": 2000,
                              "type": "string"
                            }
                          },
                          "type": "object"
                        },
                        "icon": {
                          "maxLength": 60,
                          "type": "string"
                        },
                        "id": {
                          "maxLength": 100,
                          "type": "string"
                        },
                        "image": {
                          "additionalProperties": false,
                          "properties": {
                            "alt": {
                              "maxLength": 200,
                              "type": "string"
                            },
                            "height": {
                              "default": 80,
                              "maximum": 4000,
                              "minimum": 1,
                              "type": "integer"
                            },
                            "src": {
                              "maxLength": 2000,
                              "minLength": 1,
                              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                              "type": "string"
                            },
                            "width": {
                              "default": 200,
                              "maximum": 4000,
                              "minimum": 1,
                              "type": "integer"
                            }
                          },
                          "required": [
                            "src"
                          ],
                          "type": "object"
                        },
                        "items": {
                          "items": {
                            "additionalProperties": false,
                            "properties": {
                              "aria": {
                                "additionalProperties": false,
                                "properties": {
                                  "label": {
                                    "maxLength": 200,
                                    "type": "string"
                                  }
                                },
                                "type": "object"
                              },
                              "class": {
                                "maxLength": 200,
                                "type": "string"
                              },
                              "dc_strategy": {
                                "additionalProperties": false,
                                "properties": {
                                  "key": {
                                    "maxLength": 100,
                                    "type": "string"
                                  },
                                  "value": {
                                    "maxLength": 2000,
                                    "type": "string"
                                  }
                                },
                                "type": "object"
                              },
                              "icon": {
                                "maxLength": 60,
                                "type": "string"
                              },
                              "id": {
                                "maxLength": 100,
                                "type": "string"
                              },
                              "image": {
                                "additionalProperties": false,
                                "properties": {
                                  "alt": {
                                    "maxLength": 200,
                                    "type": "string"
                                  },
                                  "height": {
                                    "default": 80,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "type": "integer"
                                  },
                                  "src": {
                                    "maxLength": 2000,
                                    "minLength": 1,
                                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                    "type": "string"
                                  },
                                  "width": {
                                    "default": 200,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "type": "integer"
                                  }
                                },
                                "required": [
                                  "src"
                                ],
                                "type": "object"
                              },
                              "label": {
                                "maxLength": 200,
                                "type": "string"
                              },
                              "rel": {
                                "maxLength": 100,
                                "type": "string"
                              },
                              "tag": {
                                "default": "div",
                                "enum": [
                                  "div",
                                  "span"
                                ]
                              },
                              "target": {
                                "default": "_self",
                                "enum": [
                                  "_self",
                                  "_blank"
                                ]
                              },
                              "type": {
                                "default": "link",
                                "enum": [
                                  "link",
                                  "social",
                                  "image",
                                  "wrapper"
                                ]
                              },
                              "url": {
                                "maxLength": 2000,
                                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                "type": "string"
                              }
                            },
                            "type": "object"
                          },
                          "maxItems": 30,
                          "type": "array"
                        },
                        "label": {
                          "maxLength": 200,
                          "type": "string"
                        },
                        "rel": {
                          "maxLength": 100,
                          "type": "string"
                        },
                        "tag": {
                          "default": "div",
                          "enum": [
                            "div",
                            "span"
                          ]
                        },
                        "target": {
                          "default": "_self",
                          "enum": [
                            "_self",
                            "_blank"
                          ]
                        },
                        "type": {
                          "default": "link",
                          "enum": [
                            "link",
                            "social",
                            "image",
                            "wrapper"
                          ]
                        },
                        "url": {
                          "maxLength": 2000,
                          "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                          "type": "string"
                        }
                      },
                      "type": "object"
                    },
                    "maxItems": 40,
                    "type": "array"
                  }
                },
                "type": "object"
              },
              "maxItems": 10,
              "type": "array"
            },
            "type": {
              "default": "links",
              "enum": [
                "links",
                "social"
              ]
            }
          },
          "required": [
            "rows"
          ],
          "type": "object"
        },
        "maxItems": 8,
        "title": "أعمدة التذييل (صفحات السيارات الكهربائية)",
        "type": "array"
      },
      "general.maps_key": {
        "default": "",
        "description": "The maps service's API key, read by the retailer blocks' maps (with the places library). Empty: the retailer blocks show their list without a map.",
        "maxLength": 200,
        "pattern": "^[A-Za-z0-9._-]*$",
        "title": "مفتاح خدمة الخرائط",
        "type": "string"
      },
      "general.maps_language": {
        "default": "",
        "description": "The language of the maps' labels (e.g. ar, en); empty: the page's language.",
        "pattern": "^([a-z]{2,3}(-[A-Za-z]{2,4})?)?$",
        "title": "لغة الخرائط",
        "type": "string"
      },
      "general.maps_region": {
        "default": "AE",
        "description": "The region the maps service biases results to (a two-letter country code, e.g. AE).",
        "pattern": "^([A-Za-z]{2})?$",
        "title": "منطقة الخرائط",
        "type": "string"
      },
      "general.media_library_url": {
        "default": "",
        "description": "Origin of image URLs; empty means this server.",
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان مكتبة الوسائط",
        "type": "string"
      },
      "general.mena_retailers.footer.config.api": {
        "default": "",
        "description": "The retailers API; the footer's retailers area is shown when set (the site ships a local source with demo retailers).",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "واجهة الوكلاء في التذييل",
        "type": "string"
      },
      "general.owner_portal_script_url": {
        "default": "",
        "description": "The owner portal's script, loaded (deferred) on every page when set: an https URL or a path on this site. The page's Content-Security-Policy allows exactly its origin.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "سكربت بوابة المالكين",
        "type": "string"
      },
      "general.redesign_config.footer.content.bottom_footer": {
        "default": "",
        "maxLength": 50000,
        "title": "HTML أسفل التذييل (الصفحات المعاد تصميمها)",
        "type": "string"
      },
      "general.redesign_config.footer.content.medium_footer": {
        "description": "mediumFooter: items (the same rules as the columns' items).",
        "items": {
          "additionalProperties": false,
          "properties": {
            "aria": {
              "additionalProperties": false,
              "properties": {
                "label": {
                  "maxLength": 200,
                  "type": "string"
                }
              },
              "type": "object"
            },
            "class": {
              "maxLength": 200,
              "type": "string"
            },
            "dc_strategy": {
              "additionalProperties": false,
              "properties": {
                "key": {
                  "maxLength": 100,
                  "type": "string"
                },
                "value": {
                  "maxLength": 2000,
                  "type": "string"
                }
              },
              "type": "object"
            },
            "icon": {
              "maxLength": 60,
              "type": "string"
            },
            "id": {
              "maxLength": 100,
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "properties": {
                "alt": {
                  "maxLength": 200,
                  "type": "string"
                },
                "height": {
                  "default": 80,
                  "maximum": 4000,
                  "minimum": 1,
                  "type": "integer"
                },
                "src": {
                  "maxLength": 2000,
                  "minLength": 1,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                },
                "width": {
                  "default": 200,
                  "maximum": 4000,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "src"
              ],
              "type": "object"
            },
            "items": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "aria": {
                    "additionalProperties": false,
                    "properties": {
                      "label": {
                        "maxLength": 200,
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "class": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "dc_strategy": {
                    "additionalProperties": false,
                    "properties": {
                      "key": {
                        "maxLength": 100,
                        "type": "string"
                      },
                      "value": {
                        "maxLength": 2000,
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "icon": {
                    "maxLength": 60,
                    "type": "string"
                  },
                  "id": {
                    "maxLength": 100,
                    "type": "string"
                  },
                  "image": {
                    "additionalProperties": false,
                    "properties": {
                      "alt": {
                        "maxLength": 200,
                        "type": "string"
                      },
                      "height": {
                        "default": 80,
                        "maximum": 4000,
                        "minimum": 1,
                        "type": "integer"
                      },
                      "src": {
                        "maxLength": 2000,
                        "minLength": 1,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "type": "string"
                      },
                      "width": {
                        "default": 200,
                        "maximum": 4000,
                        "minimum": 1,
                        "type": "integer"
                      }
                    },
                    "required": [
                      "src"
                    ],
                    "type": "object"
                  },
                  "label": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "rel": {
                    "maxLength": 100,
                    "type": "string"
                  },
                  "tag": {
                    "default": "div",
                    "enum": [
                      "div",
                      "span"
                    ]
                  },
                  "target": {
                    "default": "_self",
                    "enum": [
                      "_self",
                      "_blank"
                    ]
                  },
                  "type": {
                    "default": "link",
                    "enum": [
                      "link",
                      "social",
                      "image",
                      "wrapper"
                    ]
                  },
                  "url": {
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "type": "string"
                  }
                },
                "type": "object"
              },
              "maxItems": 30,
              "type": "array"
            },
            "label": {
              "maxLength": 200,
              "type": "string"
            },
            "rel": {
              "maxLength": 100,
              "type": "string"
            },
            "tag": {
              "default": "div",
              "enum": [
                "div",
                "span"
              ]
            },
            "target": {
              "default": "_self",
              "enum": [
                "_self",
                "_blank"
              ]
            },
            "type": {
              "default": "link",
              "enum": [
                "link",
                "social",
                "image",
                "wrapper"
              ]
            },
            "url": {
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 40,
        "title": "روابط وسط التذييل (الصفحات المعاد تصميمها)",
        "type": "array"
      },
      "general.redesign_config.footer.content.middle_html": {
        "default": "",
        "maxLength": 50000,
        "title": "HTML وسط التذييل (الصفحات المعاد تصميمها)",
        "type": "string"
      },
      "general.redesign_config.footer.content.searchbar": {
        "additionalProperties": false,
        "description": "searchbar: {placeholder}; the footer shows a site search when set.",
        "properties": {
          "placeholder": {
            "maxLength": 120,
            "type": "string"
          }
        },
        "title": "شريط البحث في التذييل (الصفحات المعاد تصميمها)",
        "type": "object"
      },
      "general.redesign_config.footer.content.top_footer": {
        "description": "topFooter: columns of type links or social, each with rows {heading, heading_html_tag, heading_link {url, target}, items}. Targets are _self or _blank; an image item needs image.src; any other item but a wrapper needs a label; invalid items are dropped; a row is kept only with items or a linked heading.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "rows": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "heading": {
                    "maxLength": 200,
                    "type": "string"
                  },
                  "heading_html_tag": {
                    "default": "h2",
                    "enum": [
                      "h2",
                      "h3",
                      "h4",
                      "p"
                    ]
                  },
                  "heading_link": {
                    "additionalProperties": false,
                    "properties": {
                      "target": {
                        "default": "_self",
                        "enum": [
                          "_self",
                          "_blank"
                        ]
                      },
                      "url": {
                        "maxLength": 2000,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "type": "string"
                      }
                    },
                    "type": "object"
                  },
                  "items": {
                    "items": {
                      "additionalProperties": false,
                      "properties": {
                        "aria": {
                          "additionalProperties": false,
                          "properties": {
                            "label": {
                              "maxLength": 200,
                              "type": "string"
                            }
                          },
                          "type": "object"
                        },
                        "class": {
                          "maxLength": 200,
                          "type": "string"
                        },
                        "dc_strategy": {
                          "additionalProperties": false,
                          "properties": {
                            "key": {
                              "maxLength": 100,
                              "type": "string"
                            },
                            "value": {
                              "maxLength": 2000,
                              "type": "string"
                            }
                          },
                          "type": "object"
                        },
                        "icon": {
                          "maxLength": 60,
                          "type": "string"
                        },
                        "id": {
                          "maxLength": 100,
                          "type": "string"
                        },
                        "image": {
                          "additionalProperties": false,
                          "properties": {
                            "alt": {
                              "maxLength": 200,
                              "type": "string"
                            },
                            "height": {
                              "default": 80,
                              "maximum": 4000,
                              "minimum": 1,
                              "type": "integer"
                            },
                            "src": {
                              "maxLength": 2000,
                              "minLength": 1,
                              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                              "type": "string"
                            },
                            "width": {
                              "default": 200,
                              "maximum": 4000,
                              "minimum": 1,
                              "type": "integer"
                            }
                          },
                          "required": [
                            "src"
                          ],
                          "type": "object"
                        },
                        "items": {
                          "items": {
                            "additionalProperties": false,
                            "properties": {
                              "aria": {
                                "additionalProperties": false,
                                "properties": {
                                  "label": {
                                    "maxLength": 200,
                                    "type": "string"
                                  }
                                },
                                "type": "object"
                              },
                              "class": {
                                "maxLength": 200,
                                "type": "string"
                              },
                              "dc_strategy": {
                                "additionalProperties": false,
                                "properties": {
                                  "key": {
                                    "maxLength": 100,
                                    "type": "string"
                                  },
                                  "value": {
                                    "maxLength": 2000,
                                    "type": "string"
                                  }
                                },
                                "type": "object"
                              },
                              "icon": {
                                "maxLength": 60,
                                "type": "string"
                              },
                              "id": {
                                "maxLength": 100,
                                "type": "string"
                              },
                              "image": {
                                "additionalProperties": false,
                                "properties": {
                                  "alt": {
                                    "maxLength": 200,
                                    "type": "string"
                                  },
                                  "height": {
                                    "default": 80,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "type": "integer"
                                  },
                                  "src": {
                                    "maxLength": 2000,
                                    "minLength": 1,
                                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                    "type": "string"
                                  },
                                  "width": {
                                    "default": 200,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "type": "integer"
                                  }
                                },
                                "required": [
                                  "src"
                                ],
                                "type": "object"
                              },
                              "label": {
                                "maxLength": 200,
                                "type": "string"
                              },
                              "rel": {
                                "maxLength": 100,
                                "type": "string"
                              },
                              "tag": {
                                "default": "div",
                                "enum": [
                                  "div",
                                  "span"
                                ]
                              },
                              "target": {
                                "default": "_self",
                                "enum": [
                                  "_self",
                                  "_blank"
                                ]
                              },
                              "type": {
                                "default": "link",
                                "enum": [
                                  "link",
                                  "social",
                                  "image",
                                  "wrapper"
                                ]
                              },
                              "url": {
                                "maxLength": 2000,
                                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                "type": "string"
                              }
                            },
                            "type": "object"
                          },
                          "maxItems": 30,
                          "type": "array"
                        },
                        "label": {
                          "maxLength": 200,
                          "type": "string"
                        },
                        "rel": {
                          "maxLength": 100,
                          "type": "string"
                        },
                        "tag": {
                          "default": "div",
                          "enum": [
                            "div",
                            "span"
                          ]
                        },
                        "target": {
                          "default": "_self",
                          "enum": [
                            "_self",
                            "_blank"
                          ]
                        },
                        "type": {
                          "default": "link",
                          "enum": [
                            "link",
                            "social",
                            "image",
                            "wrapper"
                          ]
                        },
                        "url": {
                          "maxLength": 2000,
                          "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                          "type": "string"
                        }
                      },
                      "type": "object"
                    },
                    "maxItems": 40,
                    "type": "array"
                  }
                },
                "type": "object"
              },
              "maxItems": 10,
              "type": "array"
            },
            "type": {
              "default": "links",
              "enum": [
                "links",
                "social"
              ]
            }
          },
          "required": [
            "rows"
          ],
          "type": "object"
        },
        "maxItems": 8,
        "title": "أعمدة التذييل (الصفحات المعاد تصميمها)",
        "type": "array"
      },
      "general.require_user_login": {
        "default": "false",
        "description": "'true' makes every CMS page, the showroom and the order-online routes private and adds /auth-exchange; REQUIRE_USER_LOGIN=true in the environment does the same.",
        "enum": [
          "true",
          "false"
        ],
        "title": "يتطلب تسجيل الدخول لكل الموقع"
      },
      "general.site_timezone": {
        "default": "Asia/Dubai",
        "description": "IANA time zone of offer schedules (Asia/Dubai, Europe/London, UTC); a name the server does not know is refused.",
        "title": "المنطقة الزمنية للموقع",
        "type": "string"
      }
    },
    "type": "object"
  },
  "languages": {
    "properties": {
      "languages.hebrew_fonts": {
        "default": "false",
        "description": "'true' puts the Hebrew font first on every page, whatever the market font; Hebrew pages always use it.",
        "enum": [
          "true",
          "false"
        ],
        "title": "خطوط العبرية"
      },
      "languages.market_font": {
        "default": "default",
        "description": "The per-market font set: default (Noto Sans Arabic with the Latin face), israel (Hebrew first), iraq (Noto Naskh-style Arabic for Iraq) or japan (Japanese first).",
        "enum": [
          "default",
          "israel",
          "iraq",
          "japan"
        ],
        "title": "خط السوق"
      },
      "languages.switch": {
        "description": "JSON list of language URL codes (ar, en, he, pt-br…) the header's language switch offers, in this order. Each links to the page's version in that language, or to that language's home page. An empty list hides the switch.",
        "items": {
          "description": "A site language by its URL code: one of the 51 languages of the platform (runtime/core/languages.ts), lower case with - for _ (pt_BR is pt-br).",
          "enum": [
            "ar",
            "az",
            "bd",
            "bg",
            "ca",
            "ckb",
            "cs",
            "da",
            "de",
            "el",
            "en",
            "es",
            "et",
            "eu",
            "fa",
            "fi",
            "fr",
            "he",
            "hr",
            "hu",
            "id",
            "it",
            "ja",
            "ka",
            "ko",
            "lt",
            "lv",
            "mn",
            "ms-my",
            "nb-no",
            "ne",
            "nl",
            "nn-no",
            "pl",
            "pt-br",
            "pt-pt",
            "ro",
            "ru",
            "sk",
            "sl",
            "sq",
            "sr",
            "sr-latin",
            "sv",
            "th",
            "tr",
            "uk",
            "uz",
            "vi",
            "zh-cn",
            "zh-tw"
          ],
          "title": "LanguageCode"
        },
        "maxItems": 51,
        "title": "لغات مبدّل اللغة",
        "type": "array",
        "uniqueItems": true
      }
    },
    "type": "object"
  },
  "mena": {
    "properties": {
      "mena.offers_api_url": {
        "default": "/public_api/offers",
        "description": "GET answers an array of offers (car_model_key plus any properties); a string answer counts as no offers. The default, /public_api/offers, is this site's own offers (kept in the database and managed in the admin), read without a network round trip; an http(s) URL is fetched. Empty: no offers source ('Missing api url: mena.offers_api_url').",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان خدمة العروض",
        "type": "string"
      }
    },
    "type": "object"
  },
  "mena_news": {
    "properties": {
      "mena_news.back_button_label": {
        "default": "",
        "description": "The back link of a news page. Empty: the site language's text ('العودة إلى قسم الأخبار' in Arabic, 'Back to News Section' in English, the document's default).",
        "maxLength": 100,
        "title": "نص رابط العودة إلى الأخبار",
        "type": "string"
      },
      "mena_news.date_locale": {
        "default": "en-GB",
        "description": "The BCP 47 locale news dates are written in (en-GB: 12 March 2025; ar-AE: ١٢ مارس ٢٠٢٥); a locale the server does not know is read as en-GB.",
        "maxLength": 35,
        "pattern": "^([A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*)?$",
        "title": "لغة تنسيق تاريخ النشر",
        "type": "string"
      },
      "mena_news.locale": {
        "default": "en",
        "description": "One of en, ar, fr, ge, ru; anything else is read as 'en'.",
        "maxLength": 10,
        "pattern": "^[A-Za-z_-]*$",
        "title": "لغة موجز الأخبار",
        "type": "string"
      },
      "mena_news.market": {
        "default": "AE",
        "description": "A market code, checked upper-cased: DZ, AM, KZ, IR, BH, JO, YE, QA, AE, TN, OM, AZ, GE, EG, IQ, KW, LB, MA, PS, SA; anything else is read as 'AE'.",
        "maxLength": 10,
        "pattern": "^[A-Za-z]*$",
        "title": "سوق الأخبار",
        "type": "string"
      },
      "mena_news.publication_date_label": {
        "default": "",
        "description": "Written before each publication date (for example 'نُشر في'); empty: the date alone.",
        "maxLength": 100,
        "title": "عنوان تاريخ النشر",
        "type": "string"
      }
    },
    "type": "object"
  },
  "meta": {
    "properties": {
      "meta": {
        "description": "A JSON array of {name, content} or {property, content} (exactly one of name and property, and content; no other attribute, so no http-equiv or charset): for example [{\"name\": \"google-site-verification\", \"content\": \"…\"}, {\"property\": \"fb:app_id\", \"content\": \"…\"}]. A name starts with a letter and holds letters, digits and _ . : -. The names the page writes itself (description, robots, viewport, theme-color, og:title, og:description, og:image, og:url, og:locale, og:site_name, og:type, twitter:card) are refused. Values are written escaped, never as HTML.",
        "items": {
          "additionalProperties": false,
          "maxProperties": 2,
          "minProperties": 2,
          "properties": {
            "content": {
              "maxLength": 2000,
              "title": "المحتوى (content)",
              "type": "string"
            },
            "name": {
              "not": {
                "enum": [
                  "description",
                  "robots",
                  "viewport",
                  "theme-color",
                  "og:title",
                  "og:description",
                  "og:image",
                  "og:url",
                  "og:locale",
                  "og:site_name",
                  "og:type",
                  "twitter:card"
                ]
              },
              "pattern": "^[A-Za-z][A-Za-z0-9_.:-]{0,99}$",
              "title": "الاسم (name)",
              "type": "string"
            },
            "property": {
              "not": {
                "enum": [
                  "description",
                  "robots",
                  "viewport",
                  "theme-color",
                  "og:title",
                  "og:description",
                  "og:image",
                  "og:url",
                  "og:locale",
                  "og:site_name",
                  "og:type",
                  "twitter:card"
                ]
              },
              "pattern": "^[A-Za-z][A-Za-z0-9_.:-]{0,99}$",
              "title": "الخاصية (property)",
              "type": "string"
            }
          },
          "required": [
            "content"
          ],
          "type": "object"
        },
        "maxItems": 50,
        "title": "وسوم meta إضافية",
        "type": "array"
      }
    },
    "type": "object"
  },
  "naas_navigation": {
    "properties": {
      "naas_navigation.configuration": {
        "additionalProperties": false,
        "description": "JSON {url: {origin}, locale?, disabledSelectors?, enabledSelectors?, logo?}. The header asks GET {origin}/naas/nav.locale={locale}[.disable{selector}...][.enable{selector}...][.logo={logo}].json. locale: one locale for every site language (\"ar_AE\"), or one per site language ({\"ar\": \"ar_AE\", \"en\": \"en_GB\"}); absent, the site language decides (ar → ar_AE, en → en_GB, he → he_IL) and any other language asks for en_GB. Empty: the v2 navigation.",
        "properties": {
          "disabledSelectors": {
            "items": {
              "maxLength": 100,
              "minLength": 1,
              "pattern": "^[^\\s]+$",
              "type": "string"
            },
            "maxItems": 30,
            "type": "array"
          },
          "enabledSelectors": {
            "items": {
              "maxLength": 100,
              "minLength": 1,
              "pattern": "^[^\\s]+$",
              "type": "string"
            },
            "maxItems": 30,
            "type": "array"
          },
          "locale": {
            "anyOf": [
              {
                "pattern": "^[A-Za-z]{2,3}(_[A-Za-z]{2})?$",
                "type": "string"
              },
              {
                "additionalProperties": {
                  "pattern": "^[A-Za-z]{2,3}(_[A-Za-z]{2})?$",
                  "type": "string"
                },
                "maxProperties": 60,
                "type": "object"
              }
            ]
          },
          "logo": {
            "maxLength": 200,
            "pattern": "^[^\\s]*$",
            "type": "string"
          },
          "url": {
            "additionalProperties": false,
            "properties": {
              "origin": {
                "description": "The service's origin (scheme, host and port; a path is ignored), e.g. https://nav.example.com.",
                "maxLength": 500,
                "minLength": 1,
                "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+/?$",
                "type": "string"
              }
            },
            "required": [
              "origin"
            ],
            "type": "object"
          }
        },
        "required": [
          "url"
        ],
        "title": "إعدادات التنقل الخارجي",
        "type": "object"
      },
      "naas_navigation.retailer_name": {
        "default": "",
        "description": "Not a key the document names: fills {{retailer-name}} in the service's HTML (HTML-escaped).",
        "maxLength": 200,
        "title": "اسم الموزع في التنقل الخارجي",
        "type": "string"
      },
      "naas_navigation.retailer_url": {
        "default": "",
        "description": "Not a key the document names: fills {{retailer-url}} in the service's HTML (HTML-escaped; a link the sanitiser would refuse is dropped).",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "رابط الموزع في التنقل الخارجي",
        "type": "string"
      }
    },
    "type": "object"
  },
  "navigation": {
    "properties": {
      "navigation.disabled_on_pages": {
        "description": "JSON list of site paths (\"/\" is the home page) on which the navigation menu and the global FAB are hidden.",
        "items": {
          "maxLength": 500,
          "minLength": 1,
          "pattern": "^/",
          "type": "string"
        },
        "maxItems": 200,
        "title": "صفحات بلا تنقل ولا زر عائم",
        "type": "array"
      },
      "navigation.ev_paths": {
        "description": "JSON list of path prefixes of the electric-vehicle programme: these pages read general.l460_bev_config.footer.content.*, and those with a segment containing 'pre-order' show the logo-only navigation.",
        "items": {
          "maxLength": 500,
          "minLength": 1,
          "pattern": "^/",
          "type": "string"
        },
        "maxItems": 100,
        "title": "مسارات برنامج السيارات الكهربائية",
        "type": "array"
      },
      "navigation.light_variant": {
        "default": "false",
        "description": "'true' shows the redesigned light navigation (logo and a menu button) on every page; redesigned pages always show it.",
        "enum": [
          "true",
          "false"
        ],
        "title": "التنقل الخفيف"
      },
      "navigation.logo_settings": {
        "description": "JSON list of {matchingPath, homepage, logo, type?, target?}: on paths under matchingPath the header shows logo linking to homepage, and type names the favicon (/favicon-{type}.ico). An entry lacking matchingPath, homepage or logo discards the whole list (with a warning).",
        "items": {
          "additionalProperties": false,
          "properties": {
            "homepage": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "type": "string"
            },
            "logo": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "type": "string"
            },
            "matchingPath": {
              "maxLength": 500,
              "minLength": 1,
              "pattern": "^/",
              "type": "string"
            },
            "target": {
              "enum": [
                "_self",
                "_blank"
              ]
            },
            "type": {
              "maxLength": 40,
              "pattern": "^[A-Za-z0-9_-]*$",
              "type": "string"
            }
          },
          "required": [
            "matchingPath",
            "homepage",
            "logo"
          ],
          "type": "object"
        },
        "maxItems": 50,
        "title": "الشعار حسب المسار",
        "type": "array"
      },
      "navigation.redesign_paths": {
        "description": "JSON list of path prefixes: these pages show the light navigation and read general.redesign_config.footer.content.*.",
        "items": {
          "maxLength": 500,
          "minLength": 1,
          "pattern": "^/",
          "type": "string"
        },
        "maxItems": 100,
        "title": "مسارات الصفحات المعاد تصميمها",
        "type": "array"
      }
    },
    "type": "object"
  },
  "ntt_cxp_sl": {
    "properties": {
      "ntt_cxp_sl.button_label": {
        "default": "اختر هذه السيارة",
        "maxLength": 80,
        "title": "نص زر الشريك",
        "type": "string"
      },
      "ntt_cxp_sl.cxp_redirect_url": {
        "default": "",
        "description": "Where the partner's button goes: opportunity_id, cxp_env, vehicle_stock_id (the vehicle's id) and vehicle_api_endpoint (the vehicle's API URL) are added to its query. Empty: no button.",
        "maxLength": 2000,
        "pattern": "^(|https://[^\\s\\u0000]+)$",
        "title": "عنوان العودة إلى تطبيق الشريك",
        "type": "string"
      },
      "ntt_cxp_sl.enabled": {
        "default": "false",
        "description": "'true' replaces the vehicle buttons with the partner's button when the URL carries opportunity_id.",
        "enum": [
          "true",
          "false"
        ],
        "title": "تفعيل تكامل الشريك"
      }
    },
    "type": "object"
  },
  "performance": {
    "properties": {
      "performance.error_reporting_api_key": {
        "default": "",
        "description": "The error-reporting service's API key. Empty: no error reporting (nothing is loaded in the browser).",
        "maxLength": 200,
        "pattern": "^[A-Za-z0-9._:-]*$",
        "title": "مفتاح خدمة الإبلاغ عن الأخطاء",
        "type": "string"
      },
      "performance.error_reporting_url": {
        "default": "",
        "description": "Where the server forwards each report (POST JSON, the key as a Bearer token). Empty: the local service, which writes reports to the server log.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان استقبال تقارير الأخطاء",
        "type": "string"
      }
    },
    "type": "object"
  },
  "predefined_links": {
    "properties": {
      "predefined_links": {
        "description": "A JSON array of {alias, url}.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "alias": {
              "maxLength": 120,
              "minLength": 1,
              "title": "الاسم المستعار",
              "type": "string"
            },
            "url": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            }
          },
          "required": [
            "alias",
            "url"
          ],
          "type": "object"
        },
        "maxItems": 200,
        "title": "الروابط المعرّفة مسبقاً",
        "type": "array"
      },
      "predefined_links.pass_through_params": {
        "default": "",
        "description": "Not a key the document names; it says the parameters are configured. Comma-separated query parameter names copied from the current URL onto a predefined link that lacks them.",
        "maxLength": 500,
        "pattern": "^[A-Za-z0-9_.\\-\\[\\], ]*$",
        "title": "المعاملات المنقولة",
        "type": "string"
      }
    },
    "type": "object"
  },
  "price": {
    "properties": {
      "price.currency_delimiter": {
        "default": ",",
        "description": "delimiter: the thousands separator of amounts (Price settings table). Empty: no grouping.",
        "maxLength": 5,
        "title": "فاصل الآلاف",
        "type": "string"
      },
      "price.currency_iso": {
        "default": "EUR",
        "description": "currencyIso: the ISO 4217 code of the currency (analytics, currency exchange).",
        "pattern": "^([A-Z]{3})?$",
        "title": "رمز العملة ISO",
        "type": "string"
      },
      "price.currency_symbol": {
        "default": "€",
        "description": "symbol: what '%' stands for in the formats.",
        "maxLength": 20,
        "title": "رمز العملة",
        "type": "string"
      },
      "price.digits": {
        "default": "latin",
        "description": "Not in the document: the digits amounts are written in. latin (0-9, the default: what the thousands separator ',' and prices in the Gulf markets use) or arabic-indic (٠-٩).",
        "enum": [
          "latin",
          "arabic-indic"
        ],
        "title": "الأرقام"
      },
      "price.double_price_decimals": {
        "default": "0",
        "description": "doublePriceDecimals: decimals of the second price (default 0).",
        "enum": [
          "0",
          "1",
          "2",
          "3"
        ],
        "title": "المنازل العشرية للسعر الثاني"
      },
      "price.double_price_feature": {
        "default": "false",
        "description": "doublePriceFeature: 'true' shows each price a second time, converted by the double price rate, in the double price symbol. The document names the value, not its key.",
        "enum": [
          "true",
          "false"
        ],
        "title": "إظهار السعر المزدوج"
      },
      "price.double_price_rate": {
        "default": "1",
        "description": "doublePriceRate: the second price is the amount times this number (default 1).",
        "maxLength": 30,
        "pattern": "^([0-9]+(\\.[0-9]+)?)?$",
        "title": "سعر التحويل للعملة الثانية",
        "type": "string"
      },
      "price.double_price_symbol": {
        "default": "EUR",
        "description": "doublePriceSymbol (default EUR).",
        "maxLength": 20,
        "title": "رمز العملة الثانية",
        "type": "string"
      },
      "price.finance_calculator_currency_delimiter": {
        "default": ",",
        "description": "calculatorDelimiter: the thousands separator in the finance calculator.",
        "maxLength": 5,
        "title": "فاصل الآلاف في حاسبة التمويل",
        "type": "string"
      },
      "price.finance_calculator_currency_symbol": {
        "default": "€",
        "description": "calculatorSymbol: what '%' stands for in the finance calculator's formats.",
        "maxLength": 20,
        "title": "رمز العملة في حاسبة التمويل",
        "type": "string"
      },
      "price.finance_calculator_format": {
        "default": "^ %",
        "description": "calculatorPriceFormat: the finance calculator's value format ('^' amount, '%' symbol).",
        "maxLength": 300,
        "title": "صيغة السعر في حاسبة التمويل",
        "type": "string"
      },
      "price.finance_calculator_full_string": {
        "default": "From ^ %",
        "description": "calculatorFullString: the finance calculator's full string.",
        "maxLength": 300,
        "title": "نص السعر الكامل في حاسبة التمويل",
        "type": "string"
      },
      "price.full_string": {
        "default": "From ^ %",
        "description": "fullString: a purchase price ('^' amount, '%' symbol, '@' the amount in priceFormat). May hold HTML, which the formatter can strip.",
        "maxLength": 300,
        "title": "نص سعر الشراء",
        "type": "string"
      },
      "price.lease_full_string": {
        "default": "or @ / Month",
        "description": "leaseFullString: a lease price; '@' is the amount in priceFormat.",
        "maxLength": 300,
        "title": "نص سعر الإيجار التمويلي",
        "type": "string"
      },
      "price.lease_short_string": {
        "default": "@ / Month",
        "description": "leaseShortString: a lease price where space is short.",
        "maxLength": 300,
        "title": "نص سعر الإيجار المختصر",
        "type": "string"
      },
      "price.offer_string": {
        "default": "From ^ %",
        "description": "offerString: an offer's price.",
        "maxLength": 300,
        "title": "نص سعر العرض",
        "type": "string"
      },
      "price.price_format": {
        "default": "^%",
        "description": "priceFormat: the default format, used when a price has no type (and for '@' in the strings). '^' is the amount, '%' the symbol.",
        "maxLength": 300,
        "title": "صيغة السعر",
        "type": "string"
      },
      "price.rent_block_format": {
        "default": "^ %",
        "description": "rentACarFormat: a rent-a-car price ('^' amount, '%' symbol). The document gives no default; this is the value format's.",
        "maxLength": 300,
        "title": "صيغة سعر التأجير",
        "type": "string"
      },
      "price.subscription_string": {
        "default": "from % ^ / Month",
        "description": "Not in the Price settings table, which names no key for it; the document gives the subscription string 'from % ^ / Month'. A subscribe price uses it.",
        "maxLength": 300,
        "title": "نص سعر الاشتراك",
        "type": "string"
      }
    },
    "type": "object"
  },
  "search": {
    "properties": {
      "search.popup.enabled": {
        "default": "false",
        "description": "'true' shows the popup search in the layout.",
        "enum": [
          "true",
          "false"
        ],
        "title": "تفعيل البحث المنبثق"
      }
    },
    "type": "object"
  },
  "security": {
    "properties": {
      "security.raw_html_enabled": {
        "default": "true",
        "description": "'false' switches raw HTML and script (HTML Box, 404 page HTML, footer HTML, metaheads) off for everyone, admins included.",
        "enum": [
          "true",
          "false"
        ],
        "title": "السماح بـ HTML والسكربت الخام"
      }
    },
    "type": "object"
  },
  "stock_locator": {
    "properties": {
      "stock_locator.default_state": {
        "default": "",
        "description": "Not a key the document names: the state whose drive-away price a new vehicle shows before the visitor chose one (price_metadata key). Empty: the retailer price.",
        "maxLength": 20,
        "pattern": "^[A-Za-z_]*$",
        "title": "الولاية الافتراضية",
        "type": "string"
      },
      "stock_locator.endpoint_dealers": {
        "default": "/public_api/listing//default/retailers",
        "description": "The dealers endpoint of the postcode search (GET {endpoint}?q[brand_eq]&q[state_eq]&q[postcode_eq]&q[locality_eq]; reads data.data). Default this server's /public_api/listing//default/retailers. Empty: 'Error occurred while fetching dealers: No API URL has been provided.' and no dealers.",
        "maxLength": 2000,
        "pattern": "^(|/[^\\s\\u0000]*|https?://[^\\s\\u0000]+)$",
        "title": "عنوان خدمة الوكلاء",
        "type": "string"
      },
      "stock_locator.endpoint_trade_in": {
        "default": "/trade_in/form_options",
        "description": "Trade-in form options (GET {endpoint}?lang=…; reads data.data). Default this server's /trade_in/form_options.",
        "maxLength": 2000,
        "pattern": "^(|/[^\\s\\u0000]*|https?://[^\\s\\u0000]+)$",
        "title": "عنوان خيارات الاستبدال",
        "type": "string"
      },
      "stock_locator.fallback_dealers": {
        "default": "",
        "description": "Read when the dealers endpoint fails (reads data.data). Empty: none.",
        "maxLength": 2000,
        "pattern": "^(|/[^\\s\\u0000]*|https?://[^\\s\\u0000]+)$",
        "title": "عنوان الوكلاء الاحتياطي",
        "type": "string"
      },
      "stock_locator.features": {
        "default": "owner_visible",
        "description": "The additional features switched on (001 §9), comma separated: postcode_search, owner_visible, display_selected_vehicles, postcode_filter.",
        "maxLength": 200,
        "pattern": "^((postcode_search|owner_visible|display_selected_vehicles|postcode_filter)(,(postcode_search|owner_visible|display_selected_vehicles|postcode_filter))*)?$",
        "title": "الميزات الإضافية",
        "type": "string"
      },
      "stock_locator.main_brand": {
        "default": "Land Rover",
        "description": "Not a key the document names: the site's main brand, left out of showroom slugs (001 §2). Default Land Rover.",
        "maxLength": 100,
        "title": "العلامة الرئيسية",
        "type": "string"
      },
      "stock_locator.market": {
        "default": "",
        "description": "'overseas' enables the Overseas Stock Locator block; 'mobility' the mobility market. Empty: the standard market.",
        "enum": [
          "",
          "overseas",
          "mobility"
        ],
        "title": "السوق"
      },
      "stock_locator.seats_translations": {
        "default": "",
        "description": "Custom 'seats' translations: JSON of number -> label. Invalid JSON logs 'Cannot parse custom \"seats\" translations' and the built-in label is used.",
        "maxLength": 5000,
        "title": "ترجمة عدد المقاعد",
        "type": "string"
      },
      "stock_locator.stock_init_popup_content": {
        "default": "",
        "description": "HTML shown in a popup when the stock locator first opens (once per session). Empty: no popup.",
        "maxLength": 20000,
        "title": "محتوى النافذة الافتتاحية",
        "type": "string"
      },
      "stock_locator.stock_init_popup_header": {
        "default": "",
        "maxLength": 200,
        "title": "عنوان النافذة الافتتاحية",
        "type": "string"
      },
      "stock_locator.stock_page_path": {
        "default": "",
        "description": "The listing page path the showroom's back button returns to (for example stock). Empty: cars_inventory_ssr.ci_stock_page_path.",
        "maxLength": 300,
        "pattern": "^[^\\u0000\\s]*$",
        "title": "مسار صفحة المخزون",
        "type": "string"
      }
    },
    "type": "object"
  }
} satisfies Record<SettingsNamespace, RJSFSchema>;

export function isSettingsNamespace(name: string): name is SettingsNamespace {
  return Object.hasOwn(settingsFormSchemas, name);
}
