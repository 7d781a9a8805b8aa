// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.
// @ts-nocheck
import __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __formats = {
  "time-zone": (value) => { if (value === "") return false; try { new Intl.DateTimeFormat("en-US", { timeZone: value }); return true; } catch { return false; } },
};
"use strict";
export const validateAccordionBlock = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-accordion.schema.json","x-key":"lrdx-accordion","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-accordion"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"color_theme":{"enum":["light-theme","dark-theme"],"default":"light-theme"},"border_between_groups":{"type":"boolean","default":true},"margin_between_groups":{"type":"boolean","default":false},"open_all_label":{"type":"string","maxLength":40,"default":"افتح الكل"},"close_all_label":{"type":"string","maxLength":40,"default":"أغلق الكل"},"has_schema":{"type":"boolean","default":false},"padding_grid_class":{"enum":["","top-space-0","bottom-space-0","y-space-0"],"default":""}}},"groups":{"type":"array","maxItems":30,"items":{"type":"object","additionalProperties":false,"default":{},"required":["accordion_title"],"properties":{"accordion_title":{"type":"string","minLength":1,"maxLength":300},"accordion_content":{"type":"string","maxLength":20000,"default":""}}},"default":[]}}};
const func1 = Object.prototype.hasOwnProperty;
const func2 = (__runtime0.default ?? __runtime0);
const pattern4 = new RegExp("^[A-Za-z0-9_-]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-accordion.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-accordion" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-accordion"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 2;
}
if(data1.header_size === undefined){
data1.header_size = "xl";
}
if(data1.color_theme === undefined){
data1.color_theme = "light-theme";
}
if(data1.border_between_groups === undefined){
data1.border_between_groups = true;
}
if(data1.margin_between_groups === undefined){
data1.margin_between_groups = false;
}
if(data1.open_all_label === undefined){
data1.open_all_label = "افتح الكل";
}
if(data1.close_all_label === undefined){
data1.close_all_label = "أغلق الكل";
}
if(data1.has_schema === undefined){
data1.has_schema = false;
}
if(data1.padding_grid_class === undefined){
data1.padding_grid_class = "";
}
for(const key1 in data1){
if(!(func1.call(schema31.properties.fields.properties, key1))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.heading;
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err9 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data4 = data1.header_tag;
if(!((((((data4 === 1) || (data4 === 2)) || (data4 === 3)) || (data4 === 4)) || (data4 === 5)) || (data4 === 6))){
const err11 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema31.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data1.header_size;
if(!(((((data5 === "xs") || (data5 === "s")) || (data5 === "m")) || (data5 === "l")) || (data5 === "xl"))){
const err12 = {instancePath:instancePath+"/fields/header_size",schemaPath:"#/properties/fields/properties/header_size/enum",keyword:"enum",params:{allowedValues: schema31.properties.fields.properties.header_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data1.color_theme;
if(!((data6 === "light-theme") || (data6 === "dark-theme"))){
const err13 = {instancePath:instancePath+"/fields/color_theme",schemaPath:"#/properties/fields/properties/color_theme/enum",keyword:"enum",params:{allowedValues: schema31.properties.fields.properties.color_theme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data1.border_between_groups !== "boolean"){
const err14 = {instancePath:instancePath+"/fields/border_between_groups",schemaPath:"#/properties/fields/properties/border_between_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data1.margin_between_groups !== "boolean"){
const err15 = {instancePath:instancePath+"/fields/margin_between_groups",schemaPath:"#/properties/fields/properties/margin_between_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data9 = data1.open_all_label;
if(typeof data9 === "string"){
if(func2(data9) > 40){
const err16 = {instancePath:instancePath+"/fields/open_all_label",schemaPath:"#/properties/fields/properties/open_all_label/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/fields/open_all_label",schemaPath:"#/properties/fields/properties/open_all_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
let data10 = data1.close_all_label;
if(typeof data10 === "string"){
if(func2(data10) > 40){
const err18 = {instancePath:instancePath+"/fields/close_all_label",schemaPath:"#/properties/fields/properties/close_all_label/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/fields/close_all_label",schemaPath:"#/properties/fields/properties/close_all_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data1.has_schema !== "boolean"){
const err20 = {instancePath:instancePath+"/fields/has_schema",schemaPath:"#/properties/fields/properties/has_schema/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data12 = data1.padding_grid_class;
if(!((((data12 === "") || (data12 === "top-space-0")) || (data12 === "bottom-space-0")) || (data12 === "y-space-0"))){
const err21 = {instancePath:instancePath+"/fields/padding_grid_class",schemaPath:"#/properties/fields/properties/padding_grid_class/enum",keyword:"enum",params:{allowedValues: schema31.properties.fields.properties.padding_grid_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data13 = data.groups;
if(Array.isArray(data13)){
if(data13.length > 30){
const err23 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.accordion_content === undefined){
data14.accordion_content = "";
}
if(data14.accordion_title === undefined){
const err24 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "accordion_title"},message:"must have required property '"+"accordion_title"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data14){
if(!((key2 === "accordion_title") || (key2 === "accordion_content"))){
const err25 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data14.accordion_title !== undefined){
let data15 = data14.accordion_title;
if(typeof data15 === "string"){
if(func2(data15) > 300){
const err26 = {instancePath:instancePath+"/groups/" + i0+"/accordion_title",schemaPath:"#/properties/groups/items/properties/accordion_title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func2(data15) < 1){
const err27 = {instancePath:instancePath+"/groups/" + i0+"/accordion_title",schemaPath:"#/properties/groups/items/properties/accordion_title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/groups/" + i0+"/accordion_title",schemaPath:"#/properties/groups/items/properties/accordion_title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data16 = data14.accordion_content;
if(typeof data16 === "string"){
if(func2(data16) > 20000){
const err29 = {instancePath:instancePath+"/groups/" + i0+"/accordion_content",schemaPath:"#/properties/groups/items/properties/accordion_content/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/groups/" + i0+"/accordion_content",schemaPath:"#/properties/groups/items/properties/accordion_content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateContentBlocksBlock = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-content-blocks.schema.json","x-key":"lrdx-content-blocks","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-content-blocks"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"paragraph":{"type":"string","maxLength":5000,"default":""},"col-numbers":{"type":"integer","minimum":1,"maximum":4,"default":3},"mobile-slider":{"type":"boolean","default":false},"align_cta_items":{"type":"boolean","default":false}}},"groups":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{"image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"minimum":1,"maximum":2147483647,"type":"integer"},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"image-link":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"header":{"type":"string","maxLength":300,"default":""},"description":{"type":"string","maxLength":20000,"default":""},"rdx-link":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}}}},"default":[]}}};
const pattern6 = new RegExp("^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-content-blocks.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-content-blocks" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-content-blocks"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 2;
}
if(data1.header_size === undefined){
data1.header_size = "xl";
}
if(data1.paragraph === undefined){
data1.paragraph = "";
}
if(data1["col-numbers"] === undefined){
data1["col-numbers"] = 3;
}
if(data1["mobile-slider"] === undefined){
data1["mobile-slider"] = false;
}
if(data1.align_cta_items === undefined){
data1.align_cta_items = false;
}
for(const key1 in data1){
if(!((((((((key1 === "block_scroll_id") || (key1 === "heading")) || (key1 === "header_tag")) || (key1 === "header_size")) || (key1 === "paragraph")) || (key1 === "col-numbers")) || (key1 === "mobile-slider")) || (key1 === "align_cta_items"))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.heading;
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err9 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data4 = data1.header_tag;
if(!((((((data4 === 1) || (data4 === 2)) || (data4 === 3)) || (data4 === 4)) || (data4 === 5)) || (data4 === 6))){
const err11 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema32.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data1.header_size;
if(!(((((data5 === "xs") || (data5 === "s")) || (data5 === "m")) || (data5 === "l")) || (data5 === "xl"))){
const err12 = {instancePath:instancePath+"/fields/header_size",schemaPath:"#/properties/fields/properties/header_size/enum",keyword:"enum",params:{allowedValues: schema32.properties.fields.properties.header_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data1.paragraph;
if(typeof data6 === "string"){
if(func2(data6) > 5000){
const err13 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
let data7 = data1["col-numbers"];
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err15 = {instancePath:instancePath+"/fields/col-numbers",schemaPath:"#/properties/fields/properties/col-numbers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 4 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/fields/col-numbers",schemaPath:"#/properties/fields/properties/col-numbers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/fields/col-numbers",schemaPath:"#/properties/fields/properties/col-numbers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(typeof data1["mobile-slider"] !== "boolean"){
const err18 = {instancePath:instancePath+"/fields/mobile-slider",schemaPath:"#/properties/fields/properties/mobile-slider/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data1.align_cta_items !== "boolean"){
const err19 = {instancePath:instancePath+"/fields/align_cta_items",schemaPath:"#/properties/fields/properties/align_cta_items/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data10 = data.groups;
if(Array.isArray(data10)){
if(data10.length > 1000){
const err21 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.image === undefined){
data11.image = {"id":24735};
}
if(data11["image-link"] === undefined){
data11["image-link"] = {};
}
if(data11.header === undefined){
data11.header = "";
}
if(data11.description === undefined){
data11.description = "";
}
if(data11["rdx-link"] === undefined){
data11["rdx-link"] = {};
}
for(const key2 in data11){
if(!(((((key2 === "image") || (key2 === "image-link")) || (key2 === "header")) || (key2 === "description")) || (key2 === "rdx-link"))){
const err22 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
let data12 = data11.image;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.id === undefined){
const err23 = {instancePath:instancePath+"/groups/" + i0+"/image",schemaPath:"#/properties/groups/items/properties/image/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key3 in data12){
if(!((key3 === "id") || (key3 === "alt"))){
const err24 = {instancePath:instancePath+"/groups/" + i0+"/image",schemaPath:"#/properties/groups/items/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data12.id !== undefined){
let data13 = data12.id;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err25 = {instancePath:instancePath+"/groups/" + i0+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2147483647 || isNaN(data13)){
const err26 = {instancePath:instancePath+"/groups/" + i0+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err27 = {instancePath:instancePath+"/groups/" + i0+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data12.alt !== undefined){
let data14 = data12.alt;
if(typeof data14 === "string"){
if(func2(data14) > 300){
const err28 = {instancePath:instancePath+"/groups/" + i0+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/groups/" + i0+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/groups/" + i0+"/image",schemaPath:"#/properties/groups/items/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
let data15 = data11["image-link"];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.link_text === undefined){
data15.link_text = "";
}
if(data15.url === undefined){
data15.url = "";
}
if(data15.type === undefined){
data15.type = "internal";
}
if(data15.target === undefined){
data15.target = "_self";
}
if(data15.rdx_forms_form_id === undefined){
data15.rdx_forms_form_id = "";
}
if(data15.hidden_fields === undefined){
data15.hidden_fields = {};
}
if(data15.icon === undefined){
data15.icon = "";
}
if(data15.theme === undefined){
data15.theme = "";
}
if(data15.ui_type === undefined){
data15.ui_type = "primary";
}
if(data15.size === undefined){
data15.size = "medium";
}
if(data15.form_layout === undefined){
data15.form_layout = "";
}
for(const key4 in data15){
if(!(func1.call(schema32.properties.groups.items.properties["image-link"].properties, key4))){
const err31 = {instancePath:instancePath+"/groups/" + i0+"/image-link",schemaPath:"#/properties/groups/items/properties/image-link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
let data16 = data15.link_text;
if(typeof data16 === "string"){
if(func2(data16) > 200){
const err32 = {instancePath:instancePath+"/groups/" + i0+"/image-link/link_text",schemaPath:"#/properties/groups/items/properties/image-link/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/groups/" + i0+"/image-link/link_text",schemaPath:"#/properties/groups/items/properties/image-link/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
let data17 = data15.url;
if(typeof data17 === "string"){
if(func2(data17) > 2000){
const err34 = {instancePath:instancePath+"/groups/" + i0+"/image-link/url",schemaPath:"#/properties/groups/items/properties/image-link/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern6.test(data17)){
const err35 = {instancePath:instancePath+"/groups/" + i0+"/image-link/url",schemaPath:"#/properties/groups/items/properties/image-link/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/groups/" + i0+"/image-link/url",schemaPath:"#/properties/groups/items/properties/image-link/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
let data18 = data15.type;
if(!((((data18 === "internal") || (data18 === "external")) || (data18 === "form")) || (data18 === "file"))){
const err37 = {instancePath:instancePath+"/groups/" + i0+"/image-link/type",schemaPath:"#/properties/groups/items/properties/image-link/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
let data19 = data15.target;
if(!((data19 === "_self") || (data19 === "_blank"))){
const err38 = {instancePath:instancePath+"/groups/" + i0+"/image-link/target",schemaPath:"#/properties/groups/items/properties/image-link/properties/target/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data15.rdx_forms_form_id !== "string"){
const err39 = {instancePath:instancePath+"/groups/" + i0+"/image-link/rdx_forms_form_id",schemaPath:"#/properties/groups/items/properties/image-link/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
let data21 = data15.hidden_fields;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key5 in data21){
if(typeof data21[key5] !== "string"){
const err40 = {instancePath:instancePath+"/groups/" + i0+"/image-link/hidden_fields/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/image-link/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/groups/" + i0+"/image-link/hidden_fields",schemaPath:"#/properties/groups/items/properties/image-link/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data15.icon !== "string"){
const err42 = {instancePath:instancePath+"/groups/" + i0+"/image-link/icon",schemaPath:"#/properties/groups/items/properties/image-link/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data15.theme !== "string"){
const err43 = {instancePath:instancePath+"/groups/" + i0+"/image-link/theme",schemaPath:"#/properties/groups/items/properties/image-link/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
let data25 = data15.ui_type;
if(!(((data25 === "primary") || (data25 === "secondary")) || (data25 === "tertiary"))){
const err44 = {instancePath:instancePath+"/groups/" + i0+"/image-link/ui_type",schemaPath:"#/properties/groups/items/properties/image-link/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
let data26 = data15.size;
if(!((data26 === "medium") || (data26 === "small"))){
const err45 = {instancePath:instancePath+"/groups/" + i0+"/image-link/size",schemaPath:"#/properties/groups/items/properties/image-link/properties/size/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
let data27 = data15.form_layout;
if(!((data27 === "") || (data27 === "double_column"))){
const err46 = {instancePath:instancePath+"/groups/" + i0+"/image-link/form_layout",schemaPath:"#/properties/groups/items/properties/image-link/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data15.dc_strategy !== undefined){
let data28 = data15.dc_strategy;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.key === undefined){
data28.key = "";
}
if(data28.value === undefined){
data28.value = "";
}
for(const key6 in data28){
if(!((key6 === "key") || (key6 === "value"))){
const err47 = {instancePath:instancePath+"/groups/" + i0+"/image-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/image-link/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(typeof data28.key !== "string"){
const err48 = {instancePath:instancePath+"/groups/" + i0+"/image-link/dc_strategy/key",schemaPath:"#/properties/groups/items/properties/image-link/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(typeof data28.value !== "string"){
const err49 = {instancePath:instancePath+"/groups/" + i0+"/image-link/dc_strategy/value",schemaPath:"#/properties/groups/items/properties/image-link/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/groups/" + i0+"/image-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/image-link/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/groups/" + i0+"/image-link",schemaPath:"#/properties/groups/items/properties/image-link/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
let data31 = data11.header;
if(typeof data31 === "string"){
if(func2(data31) > 300){
const err52 = {instancePath:instancePath+"/groups/" + i0+"/header",schemaPath:"#/properties/groups/items/properties/header/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/groups/" + i0+"/header",schemaPath:"#/properties/groups/items/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let data32 = data11.description;
if(typeof data32 === "string"){
if(func2(data32) > 20000){
const err54 = {instancePath:instancePath+"/groups/" + i0+"/description",schemaPath:"#/properties/groups/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/groups/" + i0+"/description",schemaPath:"#/properties/groups/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
let data33 = data11["rdx-link"];
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.link_text === undefined){
data33.link_text = "";
}
if(data33.url === undefined){
data33.url = "";
}
if(data33.type === undefined){
data33.type = "internal";
}
if(data33.target === undefined){
data33.target = "_self";
}
if(data33.rdx_forms_form_id === undefined){
data33.rdx_forms_form_id = "";
}
if(data33.hidden_fields === undefined){
data33.hidden_fields = {};
}
if(data33.icon === undefined){
data33.icon = "";
}
if(data33.theme === undefined){
data33.theme = "";
}
if(data33.ui_type === undefined){
data33.ui_type = "primary";
}
if(data33.size === undefined){
data33.size = "medium";
}
if(data33.form_layout === undefined){
data33.form_layout = "";
}
for(const key7 in data33){
if(!(func1.call(schema32.properties.groups.items.properties["rdx-link"].properties, key7))){
const err56 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link",schemaPath:"#/properties/groups/items/properties/rdx-link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
let data34 = data33.link_text;
if(typeof data34 === "string"){
if(func2(data34) > 200){
const err57 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/link_text",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/link_text",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
let data35 = data33.url;
if(typeof data35 === "string"){
if(func2(data35) > 2000){
const err59 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!pattern6.test(data35)){
const err60 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
let data36 = data33.type;
if(!((((data36 === "internal") || (data36 === "external")) || (data36 === "form")) || (data36 === "file"))){
const err62 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/type",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
let data37 = data33.target;
if(!((data37 === "_self") || (data37 === "_blank"))){
const err63 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/target",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/target/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data33.rdx_forms_form_id !== "string"){
const err64 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/rdx_forms_form_id",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
let data39 = data33.hidden_fields;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key8 in data39){
if(typeof data39[key8] !== "string"){
const err65 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/hidden_fields/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/rdx-link/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/hidden_fields",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(typeof data33.icon !== "string"){
const err67 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/icon",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(typeof data33.theme !== "string"){
const err68 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/theme",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
let data43 = data33.ui_type;
if(!(((data43 === "primary") || (data43 === "secondary")) || (data43 === "tertiary"))){
const err69 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/ui_type",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
let data44 = data33.size;
if(!((data44 === "medium") || (data44 === "small"))){
const err70 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/size",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/size/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
let data45 = data33.form_layout;
if(!((data45 === "") || (data45 === "double_column"))){
const err71 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/form_layout",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data33.dc_strategy !== undefined){
let data46 = data33.dc_strategy;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.key === undefined){
data46.key = "";
}
if(data46.value === undefined){
data46.value = "";
}
for(const key9 in data46){
if(!((key9 === "key") || (key9 === "value"))){
const err72 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(typeof data46.key !== "string"){
const err73 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/dc_strategy/key",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(typeof data46.value !== "string"){
const err74 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/dc_strategy/value",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link",schemaPath:"#/properties/groups/items/properties/rdx-link/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFormComponentBlock = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-form-component.schema.json","x-key":"lrdx-form-component","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-form-component"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"paragraph":{"type":"string","maxLength":5000,"default":""},"form_id":{"enum":["1","2","3"],"default":"1"},"has_two_columns":{"type":"boolean","default":false},"form_hidden_field_mapping":{"type":"object","maxProperties":50,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_.-]+$","maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"default":{}},"form_params_mapping":{"type":"object","maxProperties":50,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_.-]+$","maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"default":{}},"form_location_params_mapping":{"type":"object","maxProperties":50,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_.-]+$","maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"default":{}},"form_location_mapping":{"type":"object","maxProperties":50,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_.-]+$","maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"default":{}},"button_position":{"enum":["left","center","right"],"default":"right"},"form_position":{"enum":["left","center","right"],"default":"center"},"box_color":{"enum":["white-theme","light-theme","grey-theme","dark-theme"],"default":"white-theme"},"button_color":{"enum":["primary","secondary"],"default":"primary"},"has_button_margin":{"type":"boolean","default":false},"modal_form":{"type":"boolean","default":false}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};
const pattern9 = new RegExp("^[A-Za-z0-9_.-]+$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-form-component.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-form-component" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-form-component"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 2;
}
if(data1.paragraph === undefined){
data1.paragraph = "";
}
if(data1.form_id === undefined){
data1.form_id = "1";
}
if(data1.has_two_columns === undefined){
data1.has_two_columns = false;
}
if(data1.form_hidden_field_mapping === undefined){
data1.form_hidden_field_mapping = {};
}
if(data1.form_params_mapping === undefined){
data1.form_params_mapping = {};
}
if(data1.form_location_params_mapping === undefined){
data1.form_location_params_mapping = {};
}
if(data1.form_location_mapping === undefined){
data1.form_location_mapping = {};
}
if(data1.button_position === undefined){
data1.button_position = "right";
}
if(data1.form_position === undefined){
data1.form_position = "center";
}
if(data1.box_color === undefined){
data1.box_color = "white-theme";
}
if(data1.button_color === undefined){
data1.button_color = "primary";
}
if(data1.has_button_margin === undefined){
data1.has_button_margin = false;
}
if(data1.modal_form === undefined){
data1.modal_form = false;
}
for(const key1 in data1){
if(!(func1.call(schema33.properties.fields.properties, key1))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.heading;
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err9 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data4 = data1.header_tag;
if(!((((((data4 === 1) || (data4 === 2)) || (data4 === 3)) || (data4 === 4)) || (data4 === 5)) || (data4 === 6))){
const err11 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema33.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data1.paragraph;
if(typeof data5 === "string"){
if(func2(data5) > 5000){
const err12 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data6 = data1.form_id;
if(!(((data6 === "1") || (data6 === "2")) || (data6 === "3"))){
const err14 = {instancePath:instancePath+"/fields/form_id",schemaPath:"#/properties/fields/properties/form_id/enum",keyword:"enum",params:{allowedValues: schema33.properties.fields.properties.form_id.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data1.has_two_columns !== "boolean"){
const err15 = {instancePath:instancePath+"/fields/has_two_columns",schemaPath:"#/properties/fields/properties/has_two_columns/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data8 = data1.form_hidden_field_mapping;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(Object.keys(data8).length > 50){
const err16 = {instancePath:instancePath+"/fields/form_hidden_field_mapping",schemaPath:"#/properties/fields/properties/form_hidden_field_mapping/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data8){
const _errs18 = errors;
if(typeof key2 === "string"){
if(func2(key2) > 100){
const err17 = {instancePath:instancePath+"/fields/form_hidden_field_mapping",schemaPath:"#/properties/fields/properties/form_hidden_field_mapping/propertyNames/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",propertyName:key2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern9.test(key2)){
const err18 = {instancePath:instancePath+"/fields/form_hidden_field_mapping",schemaPath:"#/properties/fields/properties/form_hidden_field_mapping/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\"",propertyName:key2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/fields/form_hidden_field_mapping",schemaPath:"#/properties/fields/properties/form_hidden_field_mapping/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid2 = _errs18 === errors;
if(!valid2){
const err20 = {instancePath:instancePath+"/fields/form_hidden_field_mapping",schemaPath:"#/properties/fields/properties/form_hidden_field_mapping/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
for(const key3 in data8){
let data9 = data8[key3];
if(typeof data9 === "string"){
if(func2(data9) > 500){
const err21 = {instancePath:instancePath+"/fields/form_hidden_field_mapping/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/form_hidden_field_mapping/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/fields/form_hidden_field_mapping/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/form_hidden_field_mapping/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/fields/form_hidden_field_mapping",schemaPath:"#/properties/fields/properties/form_hidden_field_mapping/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
let data10 = data1.form_params_mapping;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 50){
const err24 = {instancePath:instancePath+"/fields/form_params_mapping",schemaPath:"#/properties/fields/properties/form_params_mapping/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key4 in data10){
const _errs25 = errors;
if(typeof key4 === "string"){
if(func2(key4) > 100){
const err25 = {instancePath:instancePath+"/fields/form_params_mapping",schemaPath:"#/properties/fields/properties/form_params_mapping/propertyNames/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern9.test(key4)){
const err26 = {instancePath:instancePath+"/fields/form_params_mapping",schemaPath:"#/properties/fields/properties/form_params_mapping/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\"",propertyName:key4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/fields/form_params_mapping",schemaPath:"#/properties/fields/properties/form_params_mapping/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid4 = _errs25 === errors;
if(!valid4){
const err28 = {instancePath:instancePath+"/fields/form_params_mapping",schemaPath:"#/properties/fields/properties/form_params_mapping/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
for(const key5 in data10){
let data11 = data10[key5];
if(typeof data11 === "string"){
if(func2(data11) > 500){
const err29 = {instancePath:instancePath+"/fields/form_params_mapping/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/form_params_mapping/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/fields/form_params_mapping/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/form_params_mapping/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/fields/form_params_mapping",schemaPath:"#/properties/fields/properties/form_params_mapping/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
let data12 = data1.form_location_params_mapping;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(Object.keys(data12).length > 50){
const err32 = {instancePath:instancePath+"/fields/form_location_params_mapping",schemaPath:"#/properties/fields/properties/form_location_params_mapping/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key6 in data12){
const _errs32 = errors;
if(typeof key6 === "string"){
if(func2(key6) > 100){
const err33 = {instancePath:instancePath+"/fields/form_location_params_mapping",schemaPath:"#/properties/fields/properties/form_location_params_mapping/propertyNames/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",propertyName:key6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern9.test(key6)){
const err34 = {instancePath:instancePath+"/fields/form_location_params_mapping",schemaPath:"#/properties/fields/properties/form_location_params_mapping/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\"",propertyName:key6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/fields/form_location_params_mapping",schemaPath:"#/properties/fields/properties/form_location_params_mapping/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid6 = _errs32 === errors;
if(!valid6){
const err36 = {instancePath:instancePath+"/fields/form_location_params_mapping",schemaPath:"#/properties/fields/properties/form_location_params_mapping/propertyNames",keyword:"propertyNames",params:{propertyName: key6},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
for(const key7 in data12){
let data13 = data12[key7];
if(typeof data13 === "string"){
if(func2(data13) > 500){
const err37 = {instancePath:instancePath+"/fields/form_location_params_mapping/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/form_location_params_mapping/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/fields/form_location_params_mapping/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/form_location_params_mapping/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/fields/form_location_params_mapping",schemaPath:"#/properties/fields/properties/form_location_params_mapping/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
let data14 = data1.form_location_mapping;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(Object.keys(data14).length > 50){
const err40 = {instancePath:instancePath+"/fields/form_location_mapping",schemaPath:"#/properties/fields/properties/form_location_mapping/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key8 in data14){
const _errs39 = errors;
if(typeof key8 === "string"){
if(func2(key8) > 100){
const err41 = {instancePath:instancePath+"/fields/form_location_mapping",schemaPath:"#/properties/fields/properties/form_location_mapping/propertyNames/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",propertyName:key8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern9.test(key8)){
const err42 = {instancePath:instancePath+"/fields/form_location_mapping",schemaPath:"#/properties/fields/properties/form_location_mapping/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+$"+"\"",propertyName:key8};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/fields/form_location_mapping",schemaPath:"#/properties/fields/properties/form_location_mapping/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var valid8 = _errs39 === errors;
if(!valid8){
const err44 = {instancePath:instancePath+"/fields/form_location_mapping",schemaPath:"#/properties/fields/properties/form_location_mapping/propertyNames",keyword:"propertyNames",params:{propertyName: key8},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
for(const key9 in data14){
let data15 = data14[key9];
if(typeof data15 === "string"){
if(func2(data15) > 500){
const err45 = {instancePath:instancePath+"/fields/form_location_mapping/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/form_location_mapping/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/fields/form_location_mapping/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/form_location_mapping/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/fields/form_location_mapping",schemaPath:"#/properties/fields/properties/form_location_mapping/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
let data16 = data1.button_position;
if(!(((data16 === "left") || (data16 === "center")) || (data16 === "right"))){
const err48 = {instancePath:instancePath+"/fields/button_position",schemaPath:"#/properties/fields/properties/button_position/enum",keyword:"enum",params:{allowedValues: schema33.properties.fields.properties.button_position.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
let data17 = data1.form_position;
if(!(((data17 === "left") || (data17 === "center")) || (data17 === "right"))){
const err49 = {instancePath:instancePath+"/fields/form_position",schemaPath:"#/properties/fields/properties/form_position/enum",keyword:"enum",params:{allowedValues: schema33.properties.fields.properties.form_position.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
let data18 = data1.box_color;
if(!((((data18 === "white-theme") || (data18 === "light-theme")) || (data18 === "grey-theme")) || (data18 === "dark-theme"))){
const err50 = {instancePath:instancePath+"/fields/box_color",schemaPath:"#/properties/fields/properties/box_color/enum",keyword:"enum",params:{allowedValues: schema33.properties.fields.properties.box_color.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
let data19 = data1.button_color;
if(!((data19 === "primary") || (data19 === "secondary"))){
const err51 = {instancePath:instancePath+"/fields/button_color",schemaPath:"#/properties/fields/properties/button_color/enum",keyword:"enum",params:{allowedValues: schema33.properties.fields.properties.button_color.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(typeof data1.has_button_margin !== "boolean"){
const err52 = {instancePath:instancePath+"/fields/has_button_margin",schemaPath:"#/properties/fields/properties/has_button_margin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data1.modal_form !== "boolean"){
const err53 = {instancePath:instancePath+"/fields/modal_form",schemaPath:"#/properties/fields/properties/modal_form/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
let data22 = data.groups;
if(Array.isArray(data22)){
if(data22.length > 0){
const err55 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
let data23 = data22[i0];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
for(const key10 in data23){
const err56 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHeroTitleBannerBlock = validate23;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-hero-title-banner.schema.json","x-key":"lrdx-hero-title-banner","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-hero-title-banner"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":1},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"paragraph":{"type":"string","maxLength":5000,"default":""},"rdx-image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"minimum":1,"maximum":2147483647,"type":"integer"},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"rdx-image-mobile":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"minimum":1,"maximum":2147483647,"type":"integer"},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"rdx-buttons":{"type":"array","maxItems":2,"items":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"default":[]},"box_color":{"enum":["white-theme","light-theme","grey-theme","dark-theme"],"default":"white-theme"},"vertical_alignment":{"enum":["center","top","bottom"],"default":"center"},"is_reversed":{"type":"boolean","default":false},"offer_schedule":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"end":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}}},"default":[]},"error_msg":{"type":"string","maxLength":300,"default":"حدث خطأ ما، يرجى المحاولة مرة أخرى."},"try_again_btn_label":{"type":"string","maxLength":80,"default":"حاول مرة أخرى"}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};
const pattern15 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-hero-title-banner.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-hero-title-banner" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-hero-title-banner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 1;
}
if(data1.header_size === undefined){
data1.header_size = "xl";
}
if(data1.paragraph === undefined){
data1.paragraph = "";
}
if(data1["rdx-image"] === undefined){
data1["rdx-image"] = {"id":24735};
}
if(data1["rdx-image-mobile"] === undefined){
data1["rdx-image-mobile"] = {"id":24735};
}
if(data1["rdx-buttons"] === undefined){
data1["rdx-buttons"] = [];
}
if(data1.box_color === undefined){
data1.box_color = "white-theme";
}
if(data1.vertical_alignment === undefined){
data1.vertical_alignment = "center";
}
if(data1.is_reversed === undefined){
data1.is_reversed = false;
}
if(data1.offer_schedule === undefined){
data1.offer_schedule = [];
}
if(data1.error_msg === undefined){
data1.error_msg = "حدث خطأ ما، يرجى المحاولة مرة أخرى.";
}
if(data1.try_again_btn_label === undefined){
data1.try_again_btn_label = "حاول مرة أخرى";
}
for(const key1 in data1){
if(!(func1.call(schema34.properties.fields.properties, key1))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.heading;
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err9 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data4 = data1.header_tag;
if(!((((((data4 === 1) || (data4 === 2)) || (data4 === 3)) || (data4 === 4)) || (data4 === 5)) || (data4 === 6))){
const err11 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data1.header_size;
if(!(((((data5 === "xs") || (data5 === "s")) || (data5 === "m")) || (data5 === "l")) || (data5 === "xl"))){
const err12 = {instancePath:instancePath+"/fields/header_size",schemaPath:"#/properties/fields/properties/header_size/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties.header_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data1.paragraph;
if(typeof data6 === "string"){
if(func2(data6) > 5000){
const err13 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
let data7 = data1["rdx-image"];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.id === undefined){
const err15 = {instancePath:instancePath+"/fields/rdx-image",schemaPath:"#/properties/fields/properties/rdx-image/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "id") || (key2 === "alt"))){
const err16 = {instancePath:instancePath+"/fields/rdx-image",schemaPath:"#/properties/fields/properties/rdx-image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.id !== undefined){
let data8 = data7.id;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err17 = {instancePath:instancePath+"/fields/rdx-image/id",schemaPath:"#/properties/fields/properties/rdx-image/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 2147483647 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/fields/rdx-image/id",schemaPath:"#/properties/fields/properties/rdx-image/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/fields/rdx-image/id",schemaPath:"#/properties/fields/properties/rdx-image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data7.alt !== undefined){
let data9 = data7.alt;
if(typeof data9 === "string"){
if(func2(data9) > 300){
const err20 = {instancePath:instancePath+"/fields/rdx-image/alt",schemaPath:"#/properties/fields/properties/rdx-image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/fields/rdx-image/alt",schemaPath:"#/properties/fields/properties/rdx-image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/fields/rdx-image",schemaPath:"#/properties/fields/properties/rdx-image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data10 = data1["rdx-image-mobile"];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id === undefined){
const err23 = {instancePath:instancePath+"/fields/rdx-image-mobile",schemaPath:"#/properties/fields/properties/rdx-image-mobile/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key3 in data10){
if(!((key3 === "id") || (key3 === "alt"))){
const err24 = {instancePath:instancePath+"/fields/rdx-image-mobile",schemaPath:"#/properties/fields/properties/rdx-image-mobile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/fields/rdx-image-mobile/id",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 2147483647 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/fields/rdx-image-mobile/id",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/fields/rdx-image-mobile/id",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data10.alt !== undefined){
let data12 = data10.alt;
if(typeof data12 === "string"){
if(func2(data12) > 300){
const err28 = {instancePath:instancePath+"/fields/rdx-image-mobile/alt",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/fields/rdx-image-mobile/alt",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/fields/rdx-image-mobile",schemaPath:"#/properties/fields/properties/rdx-image-mobile/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
let data13 = data1["rdx-buttons"];
if(Array.isArray(data13)){
if(data13.length > 2){
const err31 = {instancePath:instancePath+"/fields/rdx-buttons",schemaPath:"#/properties/fields/properties/rdx-buttons/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.link_text === undefined){
data14.link_text = "";
}
if(data14.url === undefined){
data14.url = "";
}
if(data14.type === undefined){
data14.type = "internal";
}
if(data14.target === undefined){
data14.target = "_self";
}
if(data14.rdx_forms_form_id === undefined){
data14.rdx_forms_form_id = "";
}
if(data14.hidden_fields === undefined){
data14.hidden_fields = {};
}
if(data14.icon === undefined){
data14.icon = "";
}
if(data14.theme === undefined){
data14.theme = "";
}
if(data14.ui_type === undefined){
data14.ui_type = "primary";
}
if(data14.size === undefined){
data14.size = "medium";
}
if(data14.form_layout === undefined){
data14.form_layout = "";
}
for(const key4 in data14){
if(!(func1.call(schema34.properties.fields.properties["rdx-buttons"].items.properties, key4))){
const err32 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0,schemaPath:"#/properties/fields/properties/rdx-buttons/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
let data15 = data14.link_text;
if(typeof data15 === "string"){
if(func2(data15) > 200){
const err33 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/link_text",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/link_text",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data16 = data14.url;
if(typeof data16 === "string"){
if(func2(data16) > 2000){
const err35 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern6.test(data16)){
const err36 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
let data17 = data14.type;
if(!((((data17 === "internal") || (data17 === "external")) || (data17 === "form")) || (data17 === "file"))){
const err38 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/type",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
let data18 = data14.target;
if(!((data18 === "_self") || (data18 === "_blank"))){
const err39 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/target",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data14.rdx_forms_form_id !== "string"){
const err40 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
let data20 = data14.hidden_fields;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key5 in data20){
if(typeof data20[key5] !== "string"){
const err41 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/hidden_fields/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/hidden_fields",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data14.icon !== "string"){
const err43 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/icon",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data14.theme !== "string"){
const err44 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/theme",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
let data24 = data14.ui_type;
if(!(((data24 === "primary") || (data24 === "secondary")) || (data24 === "tertiary"))){
const err45 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/ui_type",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
let data25 = data14.size;
if(!((data25 === "medium") || (data25 === "small"))){
const err46 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/size",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/size/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
let data26 = data14.form_layout;
if(!((data26 === "") || (data26 === "double_column"))){
const err47 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/form_layout",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14.dc_strategy !== undefined){
let data27 = data14.dc_strategy;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.key === undefined){
data27.key = "";
}
if(data27.value === undefined){
data27.value = "";
}
for(const key6 in data27){
if(!((key6 === "key") || (key6 === "value"))){
const err48 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(typeof data27.key !== "string"){
const err49 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy/key",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data27.value !== "string"){
const err50 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy/value",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0,schemaPath:"#/properties/fields/properties/rdx-buttons/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/fields/rdx-buttons",schemaPath:"#/properties/fields/properties/rdx-buttons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let data30 = data1.box_color;
if(!((((data30 === "white-theme") || (data30 === "light-theme")) || (data30 === "grey-theme")) || (data30 === "dark-theme"))){
const err54 = {instancePath:instancePath+"/fields/box_color",schemaPath:"#/properties/fields/properties/box_color/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties.box_color.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
let data31 = data1.vertical_alignment;
if(!(((data31 === "center") || (data31 === "top")) || (data31 === "bottom"))){
const err55 = {instancePath:instancePath+"/fields/vertical_alignment",schemaPath:"#/properties/fields/properties/vertical_alignment/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties.vertical_alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data1.is_reversed !== "boolean"){
const err56 = {instancePath:instancePath+"/fields/is_reversed",schemaPath:"#/properties/fields/properties/is_reversed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
let data33 = data1.offer_schedule;
if(Array.isArray(data33)){
if(data33.length > 50){
const err57 = {instancePath:instancePath+"/fields/offer_schedule",schemaPath:"#/properties/fields/properties/offer_schedule/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const len1 = data33.length;
for(let i1=0; i1<len1; i1++){
let data34 = data33[i1];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.start === undefined){
const err58 = {instancePath:instancePath+"/fields/offer_schedule/" + i1,schemaPath:"#/properties/fields/properties/offer_schedule/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data34.end === undefined){
const err59 = {instancePath:instancePath+"/fields/offer_schedule/" + i1,schemaPath:"#/properties/fields/properties/offer_schedule/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key7 in data34){
if(!((key7 === "start") || (key7 === "end"))){
const err60 = {instancePath:instancePath+"/fields/offer_schedule/" + i1,schemaPath:"#/properties/fields/properties/offer_schedule/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data34.start !== undefined){
let data35 = data34.start;
if(typeof data35 === "string"){
if(!pattern15.test(data35)){
const err61 = {instancePath:instancePath+"/fields/offer_schedule/" + i1+"/start",schemaPath:"#/properties/fields/properties/offer_schedule/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/fields/offer_schedule/" + i1+"/start",schemaPath:"#/properties/fields/properties/offer_schedule/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data34.end !== undefined){
let data36 = data34.end;
if(typeof data36 === "string"){
if(!pattern15.test(data36)){
const err63 = {instancePath:instancePath+"/fields/offer_schedule/" + i1+"/end",schemaPath:"#/properties/fields/properties/offer_schedule/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/fields/offer_schedule/" + i1+"/end",schemaPath:"#/properties/fields/properties/offer_schedule/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/fields/offer_schedule/" + i1,schemaPath:"#/properties/fields/properties/offer_schedule/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/fields/offer_schedule",schemaPath:"#/properties/fields/properties/offer_schedule/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
let data37 = data1.error_msg;
if(typeof data37 === "string"){
if(func2(data37) > 300){
const err67 = {instancePath:instancePath+"/fields/error_msg",schemaPath:"#/properties/fields/properties/error_msg/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/fields/error_msg",schemaPath:"#/properties/fields/properties/error_msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
let data38 = data1.try_again_btn_label;
if(typeof data38 === "string"){
if(func2(data38) > 80){
const err69 = {instancePath:instancePath+"/fields/try_again_btn_label",schemaPath:"#/properties/fields/properties/try_again_btn_label/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/fields/try_again_btn_label",schemaPath:"#/properties/fields/properties/try_again_btn_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
let data39 = data.groups;
if(Array.isArray(data39)){
if(data39.length > 0){
const err72 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
const len2 = data39.length;
for(let i2=0; i2<len2; i2++){
let data40 = data39[i2];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
for(const key8 in data40){
const err73 = {instancePath:instancePath+"/groups/" + i2,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/groups/" + i2,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHotspotsContainerBlock = validate24;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-hotspots-container.schema.json","x-key":"lrdx-hotspots-container","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-hotspots-container"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"paragraph":{"type":"string","maxLength":5000,"default":""},"rdx-image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"minimum":1,"maximum":2147483647,"type":"integer"},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"hotspots":{"type":"array","$comment":"At most 20 hotspots. The bound sits in allOf because json-schema-to-typescript spells a top-level maxItems of 20 or less as a union of every tuple length.","allOf":[{"maxItems":20}],"items":{"type":"object","additionalProperties":false,"required":["x","y","group","label"],"properties":{"x":{"type":"number","minimum":0,"maximum":100},"y":{"type":"number","minimum":0,"maximum":100},"group":{"type":"integer","minimum":1,"maximum":20},"label":{"type":"string","minLength":1,"maxLength":120}}},"default":[]},"side_box_color":{"enum":["white-theme","light-theme","dark-theme"],"default":"white-theme"}}},"groups":{"type":"array","maxItems":20,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{"image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"minimum":1,"maximum":2147483647,"type":"integer"},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"heading":{"type":"string","maxLength":200,"default":""},"text":{"type":"string","maxLength":2000,"default":""}}},"default":[]}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-hotspots-container.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-hotspots-container" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-hotspots-container"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 2;
}
if(data1.paragraph === undefined){
data1.paragraph = "";
}
if(data1["rdx-image"] === undefined){
data1["rdx-image"] = {"id":24735};
}
if(data1.hotspots === undefined){
data1.hotspots = [];
}
if(data1.side_box_color === undefined){
data1.side_box_color = "white-theme";
}
for(const key1 in data1){
if(!(((((((key1 === "block_scroll_id") || (key1 === "heading")) || (key1 === "header_tag")) || (key1 === "paragraph")) || (key1 === "rdx-image")) || (key1 === "hotspots")) || (key1 === "side_box_color"))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.heading;
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err9 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data4 = data1.header_tag;
if(!((((((data4 === 1) || (data4 === 2)) || (data4 === 3)) || (data4 === 4)) || (data4 === 5)) || (data4 === 6))){
const err11 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema35.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data1.paragraph;
if(typeof data5 === "string"){
if(func2(data5) > 5000){
const err12 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data6 = data1["rdx-image"];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err14 = {instancePath:instancePath+"/fields/rdx-image",schemaPath:"#/properties/fields/properties/rdx-image/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key2 in data6){
if(!((key2 === "id") || (key2 === "alt"))){
const err15 = {instancePath:instancePath+"/fields/rdx-image",schemaPath:"#/properties/fields/properties/rdx-image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.id !== undefined){
let data7 = data6.id;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err16 = {instancePath:instancePath+"/fields/rdx-image/id",schemaPath:"#/properties/fields/properties/rdx-image/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 2147483647 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/fields/rdx-image/id",schemaPath:"#/properties/fields/properties/rdx-image/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/fields/rdx-image/id",schemaPath:"#/properties/fields/properties/rdx-image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data6.alt !== undefined){
let data8 = data6.alt;
if(typeof data8 === "string"){
if(func2(data8) > 300){
const err19 = {instancePath:instancePath+"/fields/rdx-image/alt",schemaPath:"#/properties/fields/properties/rdx-image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/fields/rdx-image/alt",schemaPath:"#/properties/fields/properties/rdx-image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/fields/rdx-image",schemaPath:"#/properties/fields/properties/rdx-image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data9 = data1.hotspots;
if(Array.isArray(data9)){
if(data9.length > 20){
const err22 = {instancePath:instancePath+"/fields/hotspots",schemaPath:"#/properties/fields/properties/hotspots/allOf/0/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.x === undefined){
const err23 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data10.y === undefined){
const err24 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10.group === undefined){
const err25 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.label === undefined){
const err26 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key3 in data10){
if(!((((key3 === "x") || (key3 === "y")) || (key3 === "group")) || (key3 === "label"))){
const err27 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data10.x !== undefined){
let data11 = data10.x;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100 || isNaN(data11)){
const err28 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/x",schemaPath:"#/properties/fields/properties/hotspots/items/properties/x/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/x",schemaPath:"#/properties/fields/properties/hotspots/items/properties/x/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/x",schemaPath:"#/properties/fields/properties/hotspots/items/properties/x/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.y !== undefined){
let data12 = data10.y;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/y",schemaPath:"#/properties/fields/properties/hotspots/items/properties/y/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/y",schemaPath:"#/properties/fields/properties/hotspots/items/properties/y/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/y",schemaPath:"#/properties/fields/properties/hotspots/items/properties/y/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data10.group !== undefined){
let data13 = data10.group;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err34 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/group",schemaPath:"#/properties/fields/properties/hotspots/items/properties/group/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 20 || isNaN(data13)){
const err35 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/group",schemaPath:"#/properties/fields/properties/hotspots/items/properties/group/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err36 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/group",schemaPath:"#/properties/fields/properties/hotspots/items/properties/group/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data10.label !== undefined){
let data14 = data10.label;
if(typeof data14 === "string"){
if(func2(data14) > 120){
const err37 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/label",schemaPath:"#/properties/fields/properties/hotspots/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func2(data14) < 1){
const err38 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/label",schemaPath:"#/properties/fields/properties/hotspots/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/label",schemaPath:"#/properties/fields/properties/hotspots/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/fields/hotspots",schemaPath:"#/properties/fields/properties/hotspots/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
let data15 = data1.side_box_color;
if(!(((data15 === "white-theme") || (data15 === "light-theme")) || (data15 === "dark-theme"))){
const err42 = {instancePath:instancePath+"/fields/side_box_color",schemaPath:"#/properties/fields/properties/side_box_color/enum",keyword:"enum",params:{allowedValues: schema35.properties.fields.properties.side_box_color.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
let data16 = data.groups;
if(Array.isArray(data16)){
if(data16.length > 20){
const err44 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
let data17 = data16[i1];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.image === undefined){
data17.image = {"id":24735};
}
if(data17.heading === undefined){
data17.heading = "";
}
if(data17.text === undefined){
data17.text = "";
}
for(const key4 in data17){
if(!(((key4 === "image") || (key4 === "heading")) || (key4 === "text"))){
const err45 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
let data18 = data17.image;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.id === undefined){
const err46 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key5 in data18){
if(!((key5 === "id") || (key5 === "alt"))){
const err47 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data18.id !== undefined){
let data19 = data18.id;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err48 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 2147483647 || isNaN(data19)){
const err49 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err50 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data18.alt !== undefined){
let data20 = data18.alt;
if(typeof data20 === "string"){
if(func2(data20) > 300){
const err51 = {instancePath:instancePath+"/groups/" + i1+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/groups/" + i1+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let data21 = data17.heading;
if(typeof data21 === "string"){
if(func2(data21) > 200){
const err54 = {instancePath:instancePath+"/groups/" + i1+"/heading",schemaPath:"#/properties/groups/items/properties/heading/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/groups/" + i1+"/heading",schemaPath:"#/properties/groups/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
let data22 = data17.text;
if(typeof data22 === "string"){
if(func2(data22) > 2000){
const err56 = {instancePath:instancePath+"/groups/" + i1+"/text",schemaPath:"#/properties/groups/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/groups/" + i1+"/text",schemaPath:"#/properties/groups/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHtmlBoxBlock = validate25;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-html-box.schema.json","x-key":"lrdx-html-box","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-html-box"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"html":{"type":"string","maxLength":100000,"default":""},"dir":{"enum":["rtl","ltr"],"default":"rtl"}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-html-box.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-html-box" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-html-box"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 2;
}
if(data1.html === undefined){
data1.html = "";
}
if(data1.dir === undefined){
data1.dir = "rtl";
}
for(const key1 in data1){
if(!(((((key1 === "block_scroll_id") || (key1 === "heading")) || (key1 === "header_tag")) || (key1 === "html")) || (key1 === "dir"))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.heading;
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err9 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data4 = data1.header_tag;
if(!((((((data4 === 1) || (data4 === 2)) || (data4 === 3)) || (data4 === 4)) || (data4 === 5)) || (data4 === 6))){
const err11 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema36.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data1.html;
if(typeof data5 === "string"){
if(func2(data5) > 100000){
const err12 = {instancePath:instancePath+"/fields/html",schemaPath:"#/properties/fields/properties/html/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/fields/html",schemaPath:"#/properties/fields/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data6 = data1.dir;
if(!((data6 === "rtl") || (data6 === "ltr"))){
const err14 = {instancePath:instancePath+"/fields/dir",schemaPath:"#/properties/fields/properties/dir/enum",keyword:"enum",params:{allowedValues: schema36.properties.fields.properties.dir.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data7 = data.groups;
if(Array.isArray(data7)){
if(data7.length > 0){
const err16 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
const err17 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateInPageNavigationBlock = validate26;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-in-page-navigation.schema.json","x-key":"lrdx-in-page-navigation","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-in-page-navigation"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"goTopShort":{"type":"string","maxLength":40,"default":"للأعلى"},"link":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"button":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}}}},"groups":{"type":"array","maxItems":10,"items":{"type":"object","additionalProperties":false,"default":{},"required":["label","block_scroll_id"],"properties":{"label":{"type":"string","minLength":1,"maxLength":60},"block_scroll_id":{"type":"string","minLength":1,"maxLength":80,"pattern":"^[A-Za-z0-9_-]+$"}}},"default":[]}}};
const pattern21 = new RegExp("^[A-Za-z0-9_-]+$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-in-page-navigation.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-in-page-navigation" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-in-page-navigation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.goTopShort === undefined){
data1.goTopShort = "للأعلى";
}
if(data1.link === undefined){
data1.link = {};
}
if(data1.button === undefined){
data1.button = {};
}
for(const key1 in data1){
if(!(((key1 === "goTopShort") || (key1 === "link")) || (key1 === "button"))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.goTopShort;
if(typeof data2 === "string"){
if(func2(data2) > 40){
const err6 = {instancePath:instancePath+"/fields/goTopShort",schemaPath:"#/properties/fields/properties/goTopShort/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/fields/goTopShort",schemaPath:"#/properties/fields/properties/goTopShort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data3 = data1.link;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.link_text === undefined){
data3.link_text = "";
}
if(data3.url === undefined){
data3.url = "";
}
if(data3.type === undefined){
data3.type = "internal";
}
if(data3.target === undefined){
data3.target = "_self";
}
if(data3.rdx_forms_form_id === undefined){
data3.rdx_forms_form_id = "";
}
if(data3.hidden_fields === undefined){
data3.hidden_fields = {};
}
if(data3.icon === undefined){
data3.icon = "";
}
if(data3.theme === undefined){
data3.theme = "";
}
if(data3.ui_type === undefined){
data3.ui_type = "primary";
}
if(data3.size === undefined){
data3.size = "medium";
}
if(data3.form_layout === undefined){
data3.form_layout = "";
}
for(const key2 in data3){
if(!(func1.call(schema37.properties.fields.properties.link.properties, key2))){
const err8 = {instancePath:instancePath+"/fields/link",schemaPath:"#/properties/fields/properties/link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data4 = data3.link_text;
if(typeof data4 === "string"){
if(func2(data4) > 200){
const err9 = {instancePath:instancePath+"/fields/link/link_text",schemaPath:"#/properties/fields/properties/link/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/link/link_text",schemaPath:"#/properties/fields/properties/link/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data3.url;
if(typeof data5 === "string"){
if(func2(data5) > 2000){
const err11 = {instancePath:instancePath+"/fields/link/url",schemaPath:"#/properties/fields/properties/link/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern6.test(data5)){
const err12 = {instancePath:instancePath+"/fields/link/url",schemaPath:"#/properties/fields/properties/link/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/fields/link/url",schemaPath:"#/properties/fields/properties/link/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data6 = data3.type;
if(!((((data6 === "internal") || (data6 === "external")) || (data6 === "form")) || (data6 === "file"))){
const err14 = {instancePath:instancePath+"/fields/link/type",schemaPath:"#/properties/fields/properties/link/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
let data7 = data3.target;
if(!((data7 === "_self") || (data7 === "_blank"))){
const err15 = {instancePath:instancePath+"/fields/link/target",schemaPath:"#/properties/fields/properties/link/properties/target/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data3.rdx_forms_form_id !== "string"){
const err16 = {instancePath:instancePath+"/fields/link/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/link/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data9 = data3.hidden_fields;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(typeof data9[key3] !== "string"){
const err17 = {instancePath:instancePath+"/fields/link/hidden_fields/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/link/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/fields/link/hidden_fields",schemaPath:"#/properties/fields/properties/link/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data3.icon !== "string"){
const err19 = {instancePath:instancePath+"/fields/link/icon",schemaPath:"#/properties/fields/properties/link/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data3.theme !== "string"){
const err20 = {instancePath:instancePath+"/fields/link/theme",schemaPath:"#/properties/fields/properties/link/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data13 = data3.ui_type;
if(!(((data13 === "primary") || (data13 === "secondary")) || (data13 === "tertiary"))){
const err21 = {instancePath:instancePath+"/fields/link/ui_type",schemaPath:"#/properties/fields/properties/link/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data14 = data3.size;
if(!((data14 === "medium") || (data14 === "small"))){
const err22 = {instancePath:instancePath+"/fields/link/size",schemaPath:"#/properties/fields/properties/link/properties/size/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data15 = data3.form_layout;
if(!((data15 === "") || (data15 === "double_column"))){
const err23 = {instancePath:instancePath+"/fields/link/form_layout",schemaPath:"#/properties/fields/properties/link/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data3.dc_strategy !== undefined){
let data16 = data3.dc_strategy;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.key === undefined){
data16.key = "";
}
if(data16.value === undefined){
data16.value = "";
}
for(const key4 in data16){
if(!((key4 === "key") || (key4 === "value"))){
const err24 = {instancePath:instancePath+"/fields/link/dc_strategy",schemaPath:"#/properties/fields/properties/link/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(typeof data16.key !== "string"){
const err25 = {instancePath:instancePath+"/fields/link/dc_strategy/key",schemaPath:"#/properties/fields/properties/link/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data16.value !== "string"){
const err26 = {instancePath:instancePath+"/fields/link/dc_strategy/value",schemaPath:"#/properties/fields/properties/link/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/fields/link/dc_strategy",schemaPath:"#/properties/fields/properties/link/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/fields/link",schemaPath:"#/properties/fields/properties/link/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
let data19 = data1.button;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.link_text === undefined){
data19.link_text = "";
}
if(data19.url === undefined){
data19.url = "";
}
if(data19.type === undefined){
data19.type = "internal";
}
if(data19.target === undefined){
data19.target = "_self";
}
if(data19.rdx_forms_form_id === undefined){
data19.rdx_forms_form_id = "";
}
if(data19.hidden_fields === undefined){
data19.hidden_fields = {};
}
if(data19.icon === undefined){
data19.icon = "";
}
if(data19.theme === undefined){
data19.theme = "";
}
if(data19.ui_type === undefined){
data19.ui_type = "primary";
}
if(data19.size === undefined){
data19.size = "medium";
}
if(data19.form_layout === undefined){
data19.form_layout = "";
}
for(const key5 in data19){
if(!(func1.call(schema37.properties.fields.properties.button.properties, key5))){
const err29 = {instancePath:instancePath+"/fields/button",schemaPath:"#/properties/fields/properties/button/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
let data20 = data19.link_text;
if(typeof data20 === "string"){
if(func2(data20) > 200){
const err30 = {instancePath:instancePath+"/fields/button/link_text",schemaPath:"#/properties/fields/properties/button/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/fields/button/link_text",schemaPath:"#/properties/fields/properties/button/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
let data21 = data19.url;
if(typeof data21 === "string"){
if(func2(data21) > 2000){
const err32 = {instancePath:instancePath+"/fields/button/url",schemaPath:"#/properties/fields/properties/button/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern6.test(data21)){
const err33 = {instancePath:instancePath+"/fields/button/url",schemaPath:"#/properties/fields/properties/button/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/fields/button/url",schemaPath:"#/properties/fields/properties/button/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data22 = data19.type;
if(!((((data22 === "internal") || (data22 === "external")) || (data22 === "form")) || (data22 === "file"))){
const err35 = {instancePath:instancePath+"/fields/button/type",schemaPath:"#/properties/fields/properties/button/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data23 = data19.target;
if(!((data23 === "_self") || (data23 === "_blank"))){
const err36 = {instancePath:instancePath+"/fields/button/target",schemaPath:"#/properties/fields/properties/button/properties/target/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data19.rdx_forms_form_id !== "string"){
const err37 = {instancePath:instancePath+"/fields/button/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/button/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
let data25 = data19.hidden_fields;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key6 in data25){
if(typeof data25[key6] !== "string"){
const err38 = {instancePath:instancePath+"/fields/button/hidden_fields/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/button/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/fields/button/hidden_fields",schemaPath:"#/properties/fields/properties/button/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data19.icon !== "string"){
const err40 = {instancePath:instancePath+"/fields/button/icon",schemaPath:"#/properties/fields/properties/button/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data19.theme !== "string"){
const err41 = {instancePath:instancePath+"/fields/button/theme",schemaPath:"#/properties/fields/properties/button/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
let data29 = data19.ui_type;
if(!(((data29 === "primary") || (data29 === "secondary")) || (data29 === "tertiary"))){
const err42 = {instancePath:instancePath+"/fields/button/ui_type",schemaPath:"#/properties/fields/properties/button/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
let data30 = data19.size;
if(!((data30 === "medium") || (data30 === "small"))){
const err43 = {instancePath:instancePath+"/fields/button/size",schemaPath:"#/properties/fields/properties/button/properties/size/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
let data31 = data19.form_layout;
if(!((data31 === "") || (data31 === "double_column"))){
const err44 = {instancePath:instancePath+"/fields/button/form_layout",schemaPath:"#/properties/fields/properties/button/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data19.dc_strategy !== undefined){
let data32 = data19.dc_strategy;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.key === undefined){
data32.key = "";
}
if(data32.value === undefined){
data32.value = "";
}
for(const key7 in data32){
if(!((key7 === "key") || (key7 === "value"))){
const err45 = {instancePath:instancePath+"/fields/button/dc_strategy",schemaPath:"#/properties/fields/properties/button/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(typeof data32.key !== "string"){
const err46 = {instancePath:instancePath+"/fields/button/dc_strategy/key",schemaPath:"#/properties/fields/properties/button/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data32.value !== "string"){
const err47 = {instancePath:instancePath+"/fields/button/dc_strategy/value",schemaPath:"#/properties/fields/properties/button/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/fields/button/dc_strategy",schemaPath:"#/properties/fields/properties/button/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/fields/button",schemaPath:"#/properties/fields/properties/button/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
let data35 = data.groups;
if(Array.isArray(data35)){
if(data35.length > 10){
const err51 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const len0 = data35.length;
for(let i0=0; i0<len0; i0++){
let data36 = data35[i0];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.label === undefined){
const err52 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data36.block_scroll_id === undefined){
const err53 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "block_scroll_id"},message:"must have required property '"+"block_scroll_id"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
for(const key8 in data36){
if(!((key8 === "label") || (key8 === "block_scroll_id"))){
const err54 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data36.label !== undefined){
let data37 = data36.label;
if(typeof data37 === "string"){
if(func2(data37) > 60){
const err55 = {instancePath:instancePath+"/groups/" + i0+"/label",schemaPath:"#/properties/groups/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(func2(data37) < 1){
const err56 = {instancePath:instancePath+"/groups/" + i0+"/label",schemaPath:"#/properties/groups/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/groups/" + i0+"/label",schemaPath:"#/properties/groups/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data36.block_scroll_id !== undefined){
let data38 = data36.block_scroll_id;
if(typeof data38 === "string"){
if(func2(data38) > 80){
const err58 = {instancePath:instancePath+"/groups/" + i0+"/block_scroll_id",schemaPath:"#/properties/groups/items/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(func2(data38) < 1){
const err59 = {instancePath:instancePath+"/groups/" + i0+"/block_scroll_id",schemaPath:"#/properties/groups/items/properties/block_scroll_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!pattern21.test(data38)){
const err60 = {instancePath:instancePath+"/groups/" + i0+"/block_scroll_id",schemaPath:"#/properties/groups/items/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/groups/" + i0+"/block_scroll_id",schemaPath:"#/properties/groups/items/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateQuoteBlock = validate27;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-quote.schema.json","x-key":"lrdx-quote","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-quote"},"fields":{"type":"object","additionalProperties":false,"default":{},"required":["quote"],"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"section_class":{"enum":["left","center","right"],"default":"center"},"justify_text":{"type":"boolean","default":false},"quote":{"type":"string","minLength":1,"maxLength":1000},"author":{"type":"string","maxLength":120,"default":""},"author_position":{"type":"string","maxLength":160,"default":""},"padding_grid_class":{"enum":["","top-space-0","bottom-space-0","y-space-0"],"default":""},"border_grid_class":{"enum":["border-top","border-bottom","border-top-bottom","no-border"],"default":"no-border"}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-quote.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-quote" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-quote"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.section_class === undefined){
data1.section_class = "center";
}
if(data1.justify_text === undefined){
data1.justify_text = false;
}
if(data1.author === undefined){
data1.author = "";
}
if(data1.author_position === undefined){
data1.author_position = "";
}
if(data1.padding_grid_class === undefined){
data1.padding_grid_class = "";
}
if(data1.border_grid_class === undefined){
data1.border_grid_class = "no-border";
}
if(data1.quote === undefined){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/required",keyword:"required",params:{missingProperty: "quote"},message:"must have required property '"+"quote"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
if(!((((((((key1 === "block_scroll_id") || (key1 === "section_class")) || (key1 === "justify_text")) || (key1 === "quote")) || (key1 === "author")) || (key1 === "author_position")) || (key1 === "padding_grid_class")) || (key1 === "border_grid_class"))){
const err6 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data2)){
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data3 = data1.section_class;
if(!(((data3 === "left") || (data3 === "center")) || (data3 === "right"))){
const err10 = {instancePath:instancePath+"/fields/section_class",schemaPath:"#/properties/fields/properties/section_class/enum",keyword:"enum",params:{allowedValues: schema38.properties.fields.properties.section_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data1.justify_text !== "boolean"){
const err11 = {instancePath:instancePath+"/fields/justify_text",schemaPath:"#/properties/fields/properties/justify_text/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.quote !== undefined){
let data5 = data1.quote;
if(typeof data5 === "string"){
if(func2(data5) > 1000){
const err12 = {instancePath:instancePath+"/fields/quote",schemaPath:"#/properties/fields/properties/quote/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data5) < 1){
const err13 = {instancePath:instancePath+"/fields/quote",schemaPath:"#/properties/fields/properties/quote/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/fields/quote",schemaPath:"#/properties/fields/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data6 = data1.author;
if(typeof data6 === "string"){
if(func2(data6) > 120){
const err15 = {instancePath:instancePath+"/fields/author",schemaPath:"#/properties/fields/properties/author/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/fields/author",schemaPath:"#/properties/fields/properties/author/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data7 = data1.author_position;
if(typeof data7 === "string"){
if(func2(data7) > 160){
const err17 = {instancePath:instancePath+"/fields/author_position",schemaPath:"#/properties/fields/properties/author_position/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/fields/author_position",schemaPath:"#/properties/fields/properties/author_position/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data8 = data1.padding_grid_class;
if(!((((data8 === "") || (data8 === "top-space-0")) || (data8 === "bottom-space-0")) || (data8 === "y-space-0"))){
const err19 = {instancePath:instancePath+"/fields/padding_grid_class",schemaPath:"#/properties/fields/properties/padding_grid_class/enum",keyword:"enum",params:{allowedValues: schema38.properties.fields.properties.padding_grid_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data9 = data1.border_grid_class;
if(!((((data9 === "border-top") || (data9 === "border-bottom")) || (data9 === "border-top-bottom")) || (data9 === "no-border"))){
const err20 = {instancePath:instancePath+"/fields/border_grid_class",schemaPath:"#/properties/fields/properties/border_grid_class/enum",keyword:"enum",params:{allowedValues: schema38.properties.fields.properties.border_grid_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data10 = data.groups;
if(Array.isArray(data10)){
if(data10.length > 0){
const err22 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
const err23 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSignPostBlock = validate28;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-sign-post.schema.json","x-key":"lrdx-sign-post","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-sign-post"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"header_icon":{"enum":["","arrow-start","arrow-end","chevron-down","phone","location","calendar","car","steering-wheel","fuel","electric","email","search","info","check","star","download","whatsapp","wrench","shield"],"default":""},"paragraph":{"type":"string","maxLength":5000,"default":""},"col-numbers":{"type":"integer","minimum":1,"maximum":4,"default":3},"box_color":{"enum":["white-theme","light-theme","grey-theme","dark-theme"],"default":"white-theme"},"rdx-links":{"type":"array","maxItems":12,"items":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"default":[]}}},"groups":{"type":"array","maxItems":12,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{"image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"minimum":1,"maximum":2147483647,"type":"integer"},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"icon":{"enum":["","arrow-start","arrow-end","chevron-down","phone","location","calendar","car","steering-wheel","fuel","electric","email","search","info","check","star","download","whatsapp","wrench","shield"],"default":""},"heading":{"type":"string","maxLength":200,"default":""},"text":{"type":"string","maxLength":1000,"default":""},"rdx-link":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}}}},"default":[]}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-sign-post.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-sign-post" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-sign-post"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 2;
}
if(data1.header_size === undefined){
data1.header_size = "xl";
}
if(data1.header_icon === undefined){
data1.header_icon = "";
}
if(data1.paragraph === undefined){
data1.paragraph = "";
}
if(data1["col-numbers"] === undefined){
data1["col-numbers"] = 3;
}
if(data1.box_color === undefined){
data1.box_color = "white-theme";
}
if(data1["rdx-links"] === undefined){
data1["rdx-links"] = [];
}
for(const key1 in data1){
if(!(func1.call(schema39.properties.fields.properties, key1))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.heading;
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err9 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data4 = data1.header_tag;
if(!((((((data4 === 1) || (data4 === 2)) || (data4 === 3)) || (data4 === 4)) || (data4 === 5)) || (data4 === 6))){
const err11 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data1.header_size;
if(!(((((data5 === "xs") || (data5 === "s")) || (data5 === "m")) || (data5 === "l")) || (data5 === "xl"))){
const err12 = {instancePath:instancePath+"/fields/header_size",schemaPath:"#/properties/fields/properties/header_size/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties.header_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data1.header_icon;
if(!((((((((((((((((((((data6 === "") || (data6 === "arrow-start")) || (data6 === "arrow-end")) || (data6 === "chevron-down")) || (data6 === "phone")) || (data6 === "location")) || (data6 === "calendar")) || (data6 === "car")) || (data6 === "steering-wheel")) || (data6 === "fuel")) || (data6 === "electric")) || (data6 === "email")) || (data6 === "search")) || (data6 === "info")) || (data6 === "check")) || (data6 === "star")) || (data6 === "download")) || (data6 === "whatsapp")) || (data6 === "wrench")) || (data6 === "shield"))){
const err13 = {instancePath:instancePath+"/fields/header_icon",schemaPath:"#/properties/fields/properties/header_icon/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties.header_icon.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data7 = data1.paragraph;
if(typeof data7 === "string"){
if(func2(data7) > 5000){
const err14 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data8 = data1["col-numbers"];
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err16 = {instancePath:instancePath+"/fields/col-numbers",schemaPath:"#/properties/fields/properties/col-numbers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 4 || isNaN(data8)){
const err17 = {instancePath:instancePath+"/fields/col-numbers",schemaPath:"#/properties/fields/properties/col-numbers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/fields/col-numbers",schemaPath:"#/properties/fields/properties/col-numbers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data9 = data1.box_color;
if(!((((data9 === "white-theme") || (data9 === "light-theme")) || (data9 === "grey-theme")) || (data9 === "dark-theme"))){
const err19 = {instancePath:instancePath+"/fields/box_color",schemaPath:"#/properties/fields/properties/box_color/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties.box_color.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data10 = data1["rdx-links"];
if(Array.isArray(data10)){
if(data10.length > 12){
const err20 = {instancePath:instancePath+"/fields/rdx-links",schemaPath:"#/properties/fields/properties/rdx-links/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.link_text === undefined){
data11.link_text = "";
}
if(data11.url === undefined){
data11.url = "";
}
if(data11.type === undefined){
data11.type = "internal";
}
if(data11.target === undefined){
data11.target = "_self";
}
if(data11.rdx_forms_form_id === undefined){
data11.rdx_forms_form_id = "";
}
if(data11.hidden_fields === undefined){
data11.hidden_fields = {};
}
if(data11.icon === undefined){
data11.icon = "";
}
if(data11.theme === undefined){
data11.theme = "";
}
if(data11.ui_type === undefined){
data11.ui_type = "primary";
}
if(data11.size === undefined){
data11.size = "medium";
}
if(data11.form_layout === undefined){
data11.form_layout = "";
}
for(const key2 in data11){
if(!(func1.call(schema39.properties.fields.properties["rdx-links"].items.properties, key2))){
const err21 = {instancePath:instancePath+"/fields/rdx-links/" + i0,schemaPath:"#/properties/fields/properties/rdx-links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
let data12 = data11.link_text;
if(typeof data12 === "string"){
if(func2(data12) > 200){
const err22 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/link_text",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/link_text",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
let data13 = data11.url;
if(typeof data13 === "string"){
if(func2(data13) > 2000){
const err24 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern6.test(data13)){
const err25 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data14 = data11.type;
if(!((((data14 === "internal") || (data14 === "external")) || (data14 === "form")) || (data14 === "file"))){
const err27 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/type",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
let data15 = data11.target;
if(!((data15 === "_self") || (data15 === "_blank"))){
const err28 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/target",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data11.rdx_forms_form_id !== "string"){
const err29 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
let data17 = data11.hidden_fields;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key3 in data17){
if(typeof data17[key3] !== "string"){
const err30 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/hidden_fields/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/rdx-links/items/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/hidden_fields",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data11.icon !== "string"){
const err32 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/icon",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data11.theme !== "string"){
const err33 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/theme",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
let data21 = data11.ui_type;
if(!(((data21 === "primary") || (data21 === "secondary")) || (data21 === "tertiary"))){
const err34 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/ui_type",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data22 = data11.size;
if(!((data22 === "medium") || (data22 === "small"))){
const err35 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/size",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/size/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data23 = data11.form_layout;
if(!((data23 === "") || (data23 === "double_column"))){
const err36 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/form_layout",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data11.dc_strategy !== undefined){
let data24 = data11.dc_strategy;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.key === undefined){
data24.key = "";
}
if(data24.value === undefined){
data24.value = "";
}
for(const key4 in data24){
if(!((key4 === "key") || (key4 === "value"))){
const err37 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(typeof data24.key !== "string"){
const err38 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/dc_strategy/key",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data24.value !== "string"){
const err39 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/dc_strategy/value",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/fields/rdx-links/" + i0,schemaPath:"#/properties/fields/properties/rdx-links/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/fields/rdx-links",schemaPath:"#/properties/fields/properties/rdx-links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
let data27 = data.groups;
if(Array.isArray(data27)){
if(data27.length > 12){
const err44 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len1 = data27.length;
for(let i1=0; i1<len1; i1++){
let data28 = data27[i1];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.image === undefined){
data28.image = {"id":24735};
}
if(data28.icon === undefined){
data28.icon = "";
}
if(data28.heading === undefined){
data28.heading = "";
}
if(data28.text === undefined){
data28.text = "";
}
if(data28["rdx-link"] === undefined){
data28["rdx-link"] = {};
}
for(const key5 in data28){
if(!(((((key5 === "image") || (key5 === "icon")) || (key5 === "heading")) || (key5 === "text")) || (key5 === "rdx-link"))){
const err45 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
let data29 = data28.image;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.id === undefined){
const err46 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key6 in data29){
if(!((key6 === "id") || (key6 === "alt"))){
const err47 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data29.id !== undefined){
let data30 = data29.id;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err48 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 > 2147483647 || isNaN(data30)){
const err49 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data30 < 1 || isNaN(data30)){
const err50 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data29.alt !== undefined){
let data31 = data29.alt;
if(typeof data31 === "string"){
if(func2(data31) > 300){
const err51 = {instancePath:instancePath+"/groups/" + i1+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/groups/" + i1+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let data32 = data28.icon;
if(!((((((((((((((((((((data32 === "") || (data32 === "arrow-start")) || (data32 === "arrow-end")) || (data32 === "chevron-down")) || (data32 === "phone")) || (data32 === "location")) || (data32 === "calendar")) || (data32 === "car")) || (data32 === "steering-wheel")) || (data32 === "fuel")) || (data32 === "electric")) || (data32 === "email")) || (data32 === "search")) || (data32 === "info")) || (data32 === "check")) || (data32 === "star")) || (data32 === "download")) || (data32 === "whatsapp")) || (data32 === "wrench")) || (data32 === "shield"))){
const err54 = {instancePath:instancePath+"/groups/" + i1+"/icon",schemaPath:"#/properties/groups/items/properties/icon/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties.icon.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
let data33 = data28.heading;
if(typeof data33 === "string"){
if(func2(data33) > 200){
const err55 = {instancePath:instancePath+"/groups/" + i1+"/heading",schemaPath:"#/properties/groups/items/properties/heading/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/groups/" + i1+"/heading",schemaPath:"#/properties/groups/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
let data34 = data28.text;
if(typeof data34 === "string"){
if(func2(data34) > 1000){
const err57 = {instancePath:instancePath+"/groups/" + i1+"/text",schemaPath:"#/properties/groups/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/groups/" + i1+"/text",schemaPath:"#/properties/groups/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
let data35 = data28["rdx-link"];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.link_text === undefined){
data35.link_text = "";
}
if(data35.url === undefined){
data35.url = "";
}
if(data35.type === undefined){
data35.type = "internal";
}
if(data35.target === undefined){
data35.target = "_self";
}
if(data35.rdx_forms_form_id === undefined){
data35.rdx_forms_form_id = "";
}
if(data35.hidden_fields === undefined){
data35.hidden_fields = {};
}
if(data35.icon === undefined){
data35.icon = "";
}
if(data35.theme === undefined){
data35.theme = "";
}
if(data35.ui_type === undefined){
data35.ui_type = "primary";
}
if(data35.size === undefined){
data35.size = "medium";
}
if(data35.form_layout === undefined){
data35.form_layout = "";
}
for(const key7 in data35){
if(!(func1.call(schema39.properties.groups.items.properties["rdx-link"].properties, key7))){
const err59 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link",schemaPath:"#/properties/groups/items/properties/rdx-link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
let data36 = data35.link_text;
if(typeof data36 === "string"){
if(func2(data36) > 200){
const err60 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/link_text",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/link_text",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
let data37 = data35.url;
if(typeof data37 === "string"){
if(func2(data37) > 2000){
const err62 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(!pattern6.test(data37)){
const err63 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
let data38 = data35.type;
if(!((((data38 === "internal") || (data38 === "external")) || (data38 === "form")) || (data38 === "file"))){
const err65 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/type",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
let data39 = data35.target;
if(!((data39 === "_self") || (data39 === "_blank"))){
const err66 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/target",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/target/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(typeof data35.rdx_forms_form_id !== "string"){
const err67 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/rdx_forms_form_id",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
let data41 = data35.hidden_fields;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key8 in data41){
if(typeof data41[key8] !== "string"){
const err68 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/hidden_fields/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/rdx-link/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/hidden_fields",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(typeof data35.icon !== "string"){
const err70 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/icon",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(typeof data35.theme !== "string"){
const err71 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/theme",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
let data45 = data35.ui_type;
if(!(((data45 === "primary") || (data45 === "secondary")) || (data45 === "tertiary"))){
const err72 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/ui_type",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
let data46 = data35.size;
if(!((data46 === "medium") || (data46 === "small"))){
const err73 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/size",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/size/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
let data47 = data35.form_layout;
if(!((data47 === "") || (data47 === "double_column"))){
const err74 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/form_layout",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data35.dc_strategy !== undefined){
let data48 = data35.dc_strategy;
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.key === undefined){
data48.key = "";
}
if(data48.value === undefined){
data48.value = "";
}
for(const key9 in data48){
if(!((key9 === "key") || (key9 === "value"))){
const err75 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(typeof data48.key !== "string"){
const err76 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/dc_strategy/key",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(typeof data48.value !== "string"){
const err77 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/dc_strategy/value",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link",schemaPath:"#/properties/groups/items/properties/rdx-link/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSnippetBlock = validate29;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-snippet.schema.json","x-key":"lrdx-snippet","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-snippet"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"section_class":{"enum":["wide-center","wide-left","narrow-center","narrow-left","wide-center-disclaimer","narrow-left-disclaimer"],"default":"wide-center"},"section_height":{"enum":["normal","short","no-top-padding","no-bottom-padding","no-padding"],"default":"normal"},"intro_separator":{"type":"object","additionalProperties":false,"properties":{"big":{"type":"boolean","default":false}},"default":{"big":false}},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"header_font":{"enum":["primary","secondary"],"default":"primary"},"paragraph":{"type":"string","maxLength":5000,"default":""},"rdx-buttons":{"type":"array","maxItems":4,"items":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"default":[]},"font_size":{"enum":["","small-size"],"default":""}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-snippet.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-snippet" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-snippet"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.section_class === undefined){
data1.section_class = "wide-center";
}
if(data1.section_height === undefined){
data1.section_height = "normal";
}
if(data1.intro_separator === undefined){
data1.intro_separator = {"big":false};
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 2;
}
if(data1.header_size === undefined){
data1.header_size = "xl";
}
if(data1.header_font === undefined){
data1.header_font = "primary";
}
if(data1.paragraph === undefined){
data1.paragraph = "";
}
if(data1["rdx-buttons"] === undefined){
data1["rdx-buttons"] = [];
}
if(data1.font_size === undefined){
data1.font_size = "";
}
for(const key1 in data1){
if(!(func1.call(schema40.properties.fields.properties, key1))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.section_class;
if(!((((((data3 === "wide-center") || (data3 === "wide-left")) || (data3 === "narrow-center")) || (data3 === "narrow-left")) || (data3 === "wide-center-disclaimer")) || (data3 === "narrow-left-disclaimer"))){
const err9 = {instancePath:instancePath+"/fields/section_class",schemaPath:"#/properties/fields/properties/section_class/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties.section_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data4 = data1.section_height;
if(!(((((data4 === "normal") || (data4 === "short")) || (data4 === "no-top-padding")) || (data4 === "no-bottom-padding")) || (data4 === "no-padding"))){
const err10 = {instancePath:instancePath+"/fields/section_height",schemaPath:"#/properties/fields/properties/section_height/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties.section_height.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data1.intro_separator;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.big === undefined){
data5.big = false;
}
for(const key2 in data5){
if(!(key2 === "big")){
const err11 = {instancePath:instancePath+"/fields/intro_separator",schemaPath:"#/properties/fields/properties/intro_separator/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(typeof data5.big !== "boolean"){
const err12 = {instancePath:instancePath+"/fields/intro_separator/big",schemaPath:"#/properties/fields/properties/intro_separator/properties/big/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/fields/intro_separator",schemaPath:"#/properties/fields/properties/intro_separator/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data7 = data1.heading;
if(typeof data7 === "string"){
if(func2(data7) > 300){
const err14 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data8 = data1.header_tag;
if(!((((((data8 === 1) || (data8 === 2)) || (data8 === 3)) || (data8 === 4)) || (data8 === 5)) || (data8 === 6))){
const err16 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data9 = data1.header_size;
if(!(((((data9 === "xs") || (data9 === "s")) || (data9 === "m")) || (data9 === "l")) || (data9 === "xl"))){
const err17 = {instancePath:instancePath+"/fields/header_size",schemaPath:"#/properties/fields/properties/header_size/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties.header_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
let data10 = data1.header_font;
if(!((data10 === "primary") || (data10 === "secondary"))){
const err18 = {instancePath:instancePath+"/fields/header_font",schemaPath:"#/properties/fields/properties/header_font/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties.header_font.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data11 = data1.paragraph;
if(typeof data11 === "string"){
if(func2(data11) > 5000){
const err19 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/fields/paragraph",schemaPath:"#/properties/fields/properties/paragraph/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data12 = data1["rdx-buttons"];
if(Array.isArray(data12)){
if(data12.length > 4){
const err21 = {instancePath:instancePath+"/fields/rdx-buttons",schemaPath:"#/properties/fields/properties/rdx-buttons/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.link_text === undefined){
data13.link_text = "";
}
if(data13.url === undefined){
data13.url = "";
}
if(data13.type === undefined){
data13.type = "internal";
}
if(data13.target === undefined){
data13.target = "_self";
}
if(data13.rdx_forms_form_id === undefined){
data13.rdx_forms_form_id = "";
}
if(data13.hidden_fields === undefined){
data13.hidden_fields = {};
}
if(data13.icon === undefined){
data13.icon = "";
}
if(data13.theme === undefined){
data13.theme = "";
}
if(data13.ui_type === undefined){
data13.ui_type = "primary";
}
if(data13.size === undefined){
data13.size = "medium";
}
if(data13.form_layout === undefined){
data13.form_layout = "";
}
for(const key3 in data13){
if(!(func1.call(schema40.properties.fields.properties["rdx-buttons"].items.properties, key3))){
const err22 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0,schemaPath:"#/properties/fields/properties/rdx-buttons/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
let data14 = data13.link_text;
if(typeof data14 === "string"){
if(func2(data14) > 200){
const err23 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/link_text",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/link_text",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
let data15 = data13.url;
if(typeof data15 === "string"){
if(func2(data15) > 2000){
const err25 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern6.test(data15)){
const err26 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
let data16 = data13.type;
if(!((((data16 === "internal") || (data16 === "external")) || (data16 === "form")) || (data16 === "file"))){
const err28 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/type",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
let data17 = data13.target;
if(!((data17 === "_self") || (data17 === "_blank"))){
const err29 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/target",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data13.rdx_forms_form_id !== "string"){
const err30 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
let data19 = data13.hidden_fields;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key4 in data19){
if(typeof data19[key4] !== "string"){
const err31 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/hidden_fields/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/hidden_fields",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data13.icon !== "string"){
const err33 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/icon",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data13.theme !== "string"){
const err34 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/theme",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data23 = data13.ui_type;
if(!(((data23 === "primary") || (data23 === "secondary")) || (data23 === "tertiary"))){
const err35 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/ui_type",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data24 = data13.size;
if(!((data24 === "medium") || (data24 === "small"))){
const err36 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/size",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/size/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
let data25 = data13.form_layout;
if(!((data25 === "") || (data25 === "double_column"))){
const err37 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/form_layout",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data13.dc_strategy !== undefined){
let data26 = data13.dc_strategy;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.key === undefined){
data26.key = "";
}
if(data26.value === undefined){
data26.value = "";
}
for(const key5 in data26){
if(!((key5 === "key") || (key5 === "value"))){
const err38 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(typeof data26.key !== "string"){
const err39 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy/key",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data26.value !== "string"){
const err40 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy/value",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0,schemaPath:"#/properties/fields/properties/rdx-buttons/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/fields/rdx-buttons",schemaPath:"#/properties/fields/properties/rdx-buttons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
let data29 = data1.font_size;
if(!((data29 === "") || (data29 === "small-size"))){
const err44 = {instancePath:instancePath+"/fields/font_size",schemaPath:"#/properties/fields/properties/font_size/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties.font_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
let data30 = data.groups;
if(Array.isArray(data30)){
if(data30.length > 0){
const err46 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
let data31 = data30[i1];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
const err47 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAuthSettings = validate30;
const schema41 = {"$id":"https://schema.cms.local/settings/auth.parsed.json","type":"object","properties":{"auth.oidc.issuer":{"type":"string","maxLength":2000,"pattern":"^(https?://[^\\s]+)?$","default":""},"auth.oidc.client_id":{"type":"string","maxLength":200,"default":""},"auth.oidc.audience":{"type":"string","maxLength":500,"default":""},"auth.oidc.instance_id":{"type":"string","maxLength":200,"default":""},"auth.oidc.authorization_url":{"type":"string","maxLength":2000,"pattern":"^(https?://[^\\s]+)?$","default":""},"auth.oidc.default_role":{"enum":["viewer","editor","admin"],"default":"viewer","type":"string"}}};
const pattern28 = new RegExp("^(https?://[^\\s]+)?$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/auth.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["auth.oidc.issuer"] === undefined){
data["auth.oidc.issuer"] = "";
}
if(data["auth.oidc.client_id"] === undefined){
data["auth.oidc.client_id"] = "";
}
if(data["auth.oidc.audience"] === undefined){
data["auth.oidc.audience"] = "";
}
if(data["auth.oidc.instance_id"] === undefined){
data["auth.oidc.instance_id"] = "";
}
if(data["auth.oidc.authorization_url"] === undefined){
data["auth.oidc.authorization_url"] = "";
}
if(data["auth.oidc.default_role"] === undefined){
data["auth.oidc.default_role"] = "viewer";
}
let data0 = data["auth.oidc.issuer"];
if(typeof data0 === "string"){
if(func2(data0) > 2000){
const err0 = {instancePath:instancePath+"/auth.oidc.issuer",schemaPath:"#/properties/auth.oidc.issuer/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern28.test(data0)){
const err1 = {instancePath:instancePath+"/auth.oidc.issuer",schemaPath:"#/properties/auth.oidc.issuer/pattern",keyword:"pattern",params:{pattern: "^(https?://[^\\s]+)?$"},message:"must match pattern \""+"^(https?://[^\\s]+)?$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/auth.oidc.issuer",schemaPath:"#/properties/auth.oidc.issuer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data["auth.oidc.client_id"];
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/auth.oidc.client_id",schemaPath:"#/properties/auth.oidc.client_id/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/auth.oidc.client_id",schemaPath:"#/properties/auth.oidc.client_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data["auth.oidc.audience"];
if(typeof data2 === "string"){
if(func2(data2) > 500){
const err5 = {instancePath:instancePath+"/auth.oidc.audience",schemaPath:"#/properties/auth.oidc.audience/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/auth.oidc.audience",schemaPath:"#/properties/auth.oidc.audience/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data["auth.oidc.instance_id"];
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err7 = {instancePath:instancePath+"/auth.oidc.instance_id",schemaPath:"#/properties/auth.oidc.instance_id/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/auth.oidc.instance_id",schemaPath:"#/properties/auth.oidc.instance_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data["auth.oidc.authorization_url"];
if(typeof data4 === "string"){
if(func2(data4) > 2000){
const err9 = {instancePath:instancePath+"/auth.oidc.authorization_url",schemaPath:"#/properties/auth.oidc.authorization_url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern28.test(data4)){
const err10 = {instancePath:instancePath+"/auth.oidc.authorization_url",schemaPath:"#/properties/auth.oidc.authorization_url/pattern",keyword:"pattern",params:{pattern: "^(https?://[^\\s]+)?$"},message:"must match pattern \""+"^(https?://[^\\s]+)?$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/auth.oidc.authorization_url",schemaPath:"#/properties/auth.oidc.authorization_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data["auth.oidc.default_role"];
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/auth.oidc.default_role",schemaPath:"#/properties/auth.oidc.default_role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data5 === "viewer") || (data5 === "editor")) || (data5 === "admin"))){
const err13 = {instancePath:instancePath+"/auth.oidc.default_role",schemaPath:"#/properties/auth.oidc.default_role/enum",keyword:"enum",params:{allowedValues: schema41.properties["auth.oidc.default_role"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"auth.oidc.issuer":true,"auth.oidc.client_id":true,"auth.oidc.audience":true,"auth.oidc.instance_id":true,"auth.oidc.authorization_url":true,"auth.oidc.default_role":true},"dynamicProps":false,"dynamicItems":false};

export const validateBasicPopupSettings = validate31;
const schema42 = {"$id":"https://schema.cms.local/settings/basic-popup.parsed.json","type":"object","properties":{"basic_popup.is_enabled":{"enum":["true","false"],"default":"false","type":"string"},"basic_popup.header":{"type":"string","maxLength":200,"default":""},"basic_popup.body":{"type":"string","maxLength":5000,"default":""},"basic_popup.buttons":{"type":"array","maxItems":4,"items":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"type":{"enum":["primary","secondary"],"default":"primary"},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"icon":{"type":"string","maxLength":60,"default":""},"text":{"type":"string","minLength":1,"maxLength":60},"target":{"enum":["_self","_blank"],"default":"_self"},"close_on_click":{"type":"boolean","default":true}}}},"basic_popup.start_date":{"type":"string","pattern":"^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$","default":""},"basic_popup.end_date":{"type":"string","pattern":"^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$","default":""},"basic_popup.matching_paths":{"type":"array","maxItems":50,"items":{"type":"string","minLength":1,"maxLength":300}},"basic_popup.store_type":{"enum":["localStorage","sessionStorage","cookie","none"],"default":"localStorage","type":"string"},"basic_popup.namespace":{"type":"string","pattern":"^[A-Za-z0-9_-]{0,60}$","default":"basic_popup"},"basic_popup.cookie_expiry_days":{"type":"string","pattern":"^[1-9][0-9]{0,3}$","default":"30"}}};
const pattern31 = new RegExp("^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$", "u");
const pattern33 = new RegExp("^[A-Za-z0-9_-]{0,60}$", "u");
const pattern34 = new RegExp("^[1-9][0-9]{0,3}$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/basic-popup.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["basic_popup.is_enabled"] === undefined){
data["basic_popup.is_enabled"] = "false";
}
if(data["basic_popup.header"] === undefined){
data["basic_popup.header"] = "";
}
if(data["basic_popup.body"] === undefined){
data["basic_popup.body"] = "";
}
if(data["basic_popup.start_date"] === undefined){
data["basic_popup.start_date"] = "";
}
if(data["basic_popup.end_date"] === undefined){
data["basic_popup.end_date"] = "";
}
if(data["basic_popup.store_type"] === undefined){
data["basic_popup.store_type"] = "localStorage";
}
if(data["basic_popup.namespace"] === undefined){
data["basic_popup.namespace"] = "basic_popup";
}
if(data["basic_popup.cookie_expiry_days"] === undefined){
data["basic_popup.cookie_expiry_days"] = "30";
}
let data0 = data["basic_popup.is_enabled"];
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/basic_popup.is_enabled",schemaPath:"#/properties/basic_popup.is_enabled/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data0 === "true") || (data0 === "false"))){
const err1 = {instancePath:instancePath+"/basic_popup.is_enabled",schemaPath:"#/properties/basic_popup.is_enabled/enum",keyword:"enum",params:{allowedValues: schema42.properties["basic_popup.is_enabled"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let data1 = data["basic_popup.header"];
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err2 = {instancePath:instancePath+"/basic_popup.header",schemaPath:"#/properties/basic_popup.header/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/basic_popup.header",schemaPath:"#/properties/basic_popup.header/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data["basic_popup.body"];
if(typeof data2 === "string"){
if(func2(data2) > 5000){
const err4 = {instancePath:instancePath+"/basic_popup.body",schemaPath:"#/properties/basic_popup.body/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/basic_popup.body",schemaPath:"#/properties/basic_popup.body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data["basic_popup.buttons"] !== undefined){
let data3 = data["basic_popup.buttons"];
if(Array.isArray(data3)){
if(data3.length > 4){
const err6 = {instancePath:instancePath+"/basic_popup.buttons",schemaPath:"#/properties/basic_popup.buttons/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.type === undefined){
data4.type = "primary";
}
if(data4.url === undefined){
data4.url = "";
}
if(data4.icon === undefined){
data4.icon = "";
}
if(data4.target === undefined){
data4.target = "_self";
}
if(data4.close_on_click === undefined){
data4.close_on_click = true;
}
if(data4.text === undefined){
const err7 = {instancePath:instancePath+"/basic_popup.buttons/" + i0,schemaPath:"#/properties/basic_popup.buttons/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data4){
if(!((((((key0 === "type") || (key0 === "url")) || (key0 === "icon")) || (key0 === "text")) || (key0 === "target")) || (key0 === "close_on_click"))){
const err8 = {instancePath:instancePath+"/basic_popup.buttons/" + i0,schemaPath:"#/properties/basic_popup.buttons/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data5 = data4.type;
if(!((data5 === "primary") || (data5 === "secondary"))){
const err9 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/type",schemaPath:"#/properties/basic_popup.buttons/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema42.properties["basic_popup.buttons"].items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data6 = data4.url;
if(typeof data6 === "string"){
if(func2(data6) > 2000){
const err10 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/url",schemaPath:"#/properties/basic_popup.buttons/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern6.test(data6)){
const err11 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/url",schemaPath:"#/properties/basic_popup.buttons/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/url",schemaPath:"#/properties/basic_popup.buttons/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data7 = data4.icon;
if(typeof data7 === "string"){
if(func2(data7) > 60){
const err13 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/icon",schemaPath:"#/properties/basic_popup.buttons/items/properties/icon/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/icon",schemaPath:"#/properties/basic_popup.buttons/items/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.text !== undefined){
let data8 = data4.text;
if(typeof data8 === "string"){
if(func2(data8) > 60){
const err15 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/text",schemaPath:"#/properties/basic_popup.buttons/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data8) < 1){
const err16 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/text",schemaPath:"#/properties/basic_popup.buttons/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/text",schemaPath:"#/properties/basic_popup.buttons/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
let data9 = data4.target;
if(!((data9 === "_self") || (data9 === "_blank"))){
const err18 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/target",schemaPath:"#/properties/basic_popup.buttons/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema42.properties["basic_popup.buttons"].items.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data4.close_on_click !== "boolean"){
const err19 = {instancePath:instancePath+"/basic_popup.buttons/" + i0+"/close_on_click",schemaPath:"#/properties/basic_popup.buttons/items/properties/close_on_click/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/basic_popup.buttons/" + i0,schemaPath:"#/properties/basic_popup.buttons/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/basic_popup.buttons",schemaPath:"#/properties/basic_popup.buttons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
let data11 = data["basic_popup.start_date"];
if(typeof data11 === "string"){
if(!pattern31.test(data11)){
const err22 = {instancePath:instancePath+"/basic_popup.start_date",schemaPath:"#/properties/basic_popup.start_date/pattern",keyword:"pattern",params:{pattern: "^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$"},message:"must match pattern \""+"^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/basic_popup.start_date",schemaPath:"#/properties/basic_popup.start_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
let data12 = data["basic_popup.end_date"];
if(typeof data12 === "string"){
if(!pattern31.test(data12)){
const err24 = {instancePath:instancePath+"/basic_popup.end_date",schemaPath:"#/properties/basic_popup.end_date/pattern",keyword:"pattern",params:{pattern: "^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$"},message:"must match pattern \""+"^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/basic_popup.end_date",schemaPath:"#/properties/basic_popup.end_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data["basic_popup.matching_paths"] !== undefined){
let data13 = data["basic_popup.matching_paths"];
if(Array.isArray(data13)){
if(data13.length > 50){
const err26 = {instancePath:instancePath+"/basic_popup.matching_paths",schemaPath:"#/properties/basic_popup.matching_paths/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(typeof data14 === "string"){
if(func2(data14) > 300){
const err27 = {instancePath:instancePath+"/basic_popup.matching_paths/" + i1,schemaPath:"#/properties/basic_popup.matching_paths/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func2(data14) < 1){
const err28 = {instancePath:instancePath+"/basic_popup.matching_paths/" + i1,schemaPath:"#/properties/basic_popup.matching_paths/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/basic_popup.matching_paths/" + i1,schemaPath:"#/properties/basic_popup.matching_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/basic_popup.matching_paths",schemaPath:"#/properties/basic_popup.matching_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
let data15 = data["basic_popup.store_type"];
if(typeof data15 !== "string"){
const err31 = {instancePath:instancePath+"/basic_popup.store_type",schemaPath:"#/properties/basic_popup.store_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((((data15 === "localStorage") || (data15 === "sessionStorage")) || (data15 === "cookie")) || (data15 === "none"))){
const err32 = {instancePath:instancePath+"/basic_popup.store_type",schemaPath:"#/properties/basic_popup.store_type/enum",keyword:"enum",params:{allowedValues: schema42.properties["basic_popup.store_type"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
let data16 = data["basic_popup.namespace"];
if(typeof data16 === "string"){
if(!pattern33.test(data16)){
const err33 = {instancePath:instancePath+"/basic_popup.namespace",schemaPath:"#/properties/basic_popup.namespace/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{0,60}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{0,60}$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/basic_popup.namespace",schemaPath:"#/properties/basic_popup.namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data17 = data["basic_popup.cookie_expiry_days"];
if(typeof data17 === "string"){
if(!pattern34.test(data17)){
const err35 = {instancePath:instancePath+"/basic_popup.cookie_expiry_days",schemaPath:"#/properties/basic_popup.cookie_expiry_days/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,3}$"},message:"must match pattern \""+"^[1-9][0-9]{0,3}$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/basic_popup.cookie_expiry_days",schemaPath:"#/properties/basic_popup.cookie_expiry_days/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"basic_popup.is_enabled":true,"basic_popup.header":true,"basic_popup.body":true,"basic_popup.buttons":true,"basic_popup.start_date":true,"basic_popup.end_date":true,"basic_popup.matching_paths":true,"basic_popup.store_type":true,"basic_popup.namespace":true,"basic_popup.cookie_expiry_days":true},"dynamicProps":false,"dynamicItems":false};

export const validateCookieConsentSettings = validate32;
const schema43 = {"$id":"https://schema.cms.local/settings/cookie-consent.parsed.json","type":"object","properties":{"cookie_consent.strategy":{"enum":["none","basic","onetrust"],"default":"none","type":"string"},"cookie_consent.default_placeholder":{"type":"string","maxLength":500,"default":""},"cookie_consent.settings.culture":{"type":"string","pattern":"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$","maxLength":20,"default":"ar"},"cookie_consent.strategies.basic.title":{"type":"string","maxLength":120,"default":""},"cookie_consent.strategies.basic.description":{"type":"string","maxLength":1000,"default":""},"cookie_consent.strategies.basic.privacy_url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","maxLength":2000,"default":""},"cookie_consent.strategies.onetrust.category_map":{"type":"object","maxProperties":20,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,40}$"},"additionalProperties":{"enum":["obligatory","optional","statistic","marketing","unclassified"]}},"cookie_consent.content":{"type":"object","additionalProperties":false,"required":["title","accept_button"],"properties":{"title":{"type":"string","minLength":1,"maxLength":500},"accept_button":{"type":"string","minLength":1,"maxLength":60},"accept_button_position":{"description":"Where the button sits in reading order: start (before the title) or end.","enum":["start","end"],"default":"end"},"title_level":{"enum":["h2","h3","h4","h5","h6"],"default":"h2"}}}}};
const pattern35 = new RegExp("^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$", "u");
const pattern37 = new RegExp("^[A-Za-z0-9_-]{1,40}$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/cookie-consent.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["cookie_consent.strategy"] === undefined){
data["cookie_consent.strategy"] = "none";
}
if(data["cookie_consent.default_placeholder"] === undefined){
data["cookie_consent.default_placeholder"] = "";
}
if(data["cookie_consent.settings.culture"] === undefined){
data["cookie_consent.settings.culture"] = "ar";
}
if(data["cookie_consent.strategies.basic.title"] === undefined){
data["cookie_consent.strategies.basic.title"] = "";
}
if(data["cookie_consent.strategies.basic.description"] === undefined){
data["cookie_consent.strategies.basic.description"] = "";
}
if(data["cookie_consent.strategies.basic.privacy_url"] === undefined){
data["cookie_consent.strategies.basic.privacy_url"] = "";
}
let data0 = data["cookie_consent.strategy"];
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/cookie_consent.strategy",schemaPath:"#/properties/cookie_consent.strategy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data0 === "none") || (data0 === "basic")) || (data0 === "onetrust"))){
const err1 = {instancePath:instancePath+"/cookie_consent.strategy",schemaPath:"#/properties/cookie_consent.strategy/enum",keyword:"enum",params:{allowedValues: schema43.properties["cookie_consent.strategy"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let data1 = data["cookie_consent.default_placeholder"];
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err2 = {instancePath:instancePath+"/cookie_consent.default_placeholder",schemaPath:"#/properties/cookie_consent.default_placeholder/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/cookie_consent.default_placeholder",schemaPath:"#/properties/cookie_consent.default_placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data["cookie_consent.settings.culture"];
if(typeof data2 === "string"){
if(func2(data2) > 20){
const err4 = {instancePath:instancePath+"/cookie_consent.settings.culture",schemaPath:"#/properties/cookie_consent.settings.culture/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern35.test(data2)){
const err5 = {instancePath:instancePath+"/cookie_consent.settings.culture",schemaPath:"#/properties/cookie_consent.settings.culture/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/cookie_consent.settings.culture",schemaPath:"#/properties/cookie_consent.settings.culture/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data["cookie_consent.strategies.basic.title"];
if(typeof data3 === "string"){
if(func2(data3) > 120){
const err7 = {instancePath:instancePath+"/cookie_consent.strategies.basic.title",schemaPath:"#/properties/cookie_consent.strategies.basic.title/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/cookie_consent.strategies.basic.title",schemaPath:"#/properties/cookie_consent.strategies.basic.title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data["cookie_consent.strategies.basic.description"];
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/cookie_consent.strategies.basic.description",schemaPath:"#/properties/cookie_consent.strategies.basic.description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/cookie_consent.strategies.basic.description",schemaPath:"#/properties/cookie_consent.strategies.basic.description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data["cookie_consent.strategies.basic.privacy_url"];
if(typeof data5 === "string"){
if(func2(data5) > 2000){
const err11 = {instancePath:instancePath+"/cookie_consent.strategies.basic.privacy_url",schemaPath:"#/properties/cookie_consent.strategies.basic.privacy_url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern6.test(data5)){
const err12 = {instancePath:instancePath+"/cookie_consent.strategies.basic.privacy_url",schemaPath:"#/properties/cookie_consent.strategies.basic.privacy_url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/cookie_consent.strategies.basic.privacy_url",schemaPath:"#/properties/cookie_consent.strategies.basic.privacy_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data["cookie_consent.strategies.onetrust.category_map"] !== undefined){
let data6 = data["cookie_consent.strategies.onetrust.category_map"];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 20){
const err14 = {instancePath:instancePath+"/cookie_consent.strategies.onetrust.category_map",schemaPath:"#/properties/cookie_consent.strategies.onetrust.category_map/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data6){
const _errs15 = errors;
if(typeof key0 === "string"){
if(!pattern37.test(key0)){
const err15 = {instancePath:instancePath+"/cookie_consent.strategies.onetrust.category_map",schemaPath:"#/properties/cookie_consent.strategies.onetrust.category_map/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,40}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/cookie_consent.strategies.onetrust.category_map",schemaPath:"#/properties/cookie_consent.strategies.onetrust.category_map/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid1 = _errs15 === errors;
if(!valid1){
const err17 = {instancePath:instancePath+"/cookie_consent.strategies.onetrust.category_map",schemaPath:"#/properties/cookie_consent.strategies.onetrust.category_map/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
for(const key1 in data6){
let data7 = data6[key1];
if(!(((((data7 === "obligatory") || (data7 === "optional")) || (data7 === "statistic")) || (data7 === "marketing")) || (data7 === "unclassified"))){
const err18 = {instancePath:instancePath+"/cookie_consent.strategies.onetrust.category_map/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cookie_consent.strategies.onetrust.category_map/additionalProperties/enum",keyword:"enum",params:{allowedValues: schema43.properties["cookie_consent.strategies.onetrust.category_map"].additionalProperties.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/cookie_consent.strategies.onetrust.category_map",schemaPath:"#/properties/cookie_consent.strategies.onetrust.category_map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data["cookie_consent.content"] !== undefined){
let data8 = data["cookie_consent.content"];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.accept_button_position === undefined){
data8.accept_button_position = "end";
}
if(data8.title_level === undefined){
data8.title_level = "h2";
}
if(data8.title === undefined){
const err20 = {instancePath:instancePath+"/cookie_consent.content",schemaPath:"#/properties/cookie_consent.content/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8.accept_button === undefined){
const err21 = {instancePath:instancePath+"/cookie_consent.content",schemaPath:"#/properties/cookie_consent.content/required",keyword:"required",params:{missingProperty: "accept_button"},message:"must have required property '"+"accept_button"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 in data8){
if(!((((key2 === "title") || (key2 === "accept_button")) || (key2 === "accept_button_position")) || (key2 === "title_level"))){
const err22 = {instancePath:instancePath+"/cookie_consent.content",schemaPath:"#/properties/cookie_consent.content/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.title !== undefined){
let data9 = data8.title;
if(typeof data9 === "string"){
if(func2(data9) > 500){
const err23 = {instancePath:instancePath+"/cookie_consent.content/title",schemaPath:"#/properties/cookie_consent.content/properties/title/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data9) < 1){
const err24 = {instancePath:instancePath+"/cookie_consent.content/title",schemaPath:"#/properties/cookie_consent.content/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/cookie_consent.content/title",schemaPath:"#/properties/cookie_consent.content/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.accept_button !== undefined){
let data10 = data8.accept_button;
if(typeof data10 === "string"){
if(func2(data10) > 60){
const err26 = {instancePath:instancePath+"/cookie_consent.content/accept_button",schemaPath:"#/properties/cookie_consent.content/properties/accept_button/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func2(data10) < 1){
const err27 = {instancePath:instancePath+"/cookie_consent.content/accept_button",schemaPath:"#/properties/cookie_consent.content/properties/accept_button/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/cookie_consent.content/accept_button",schemaPath:"#/properties/cookie_consent.content/properties/accept_button/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data11 = data8.accept_button_position;
if(!((data11 === "start") || (data11 === "end"))){
const err29 = {instancePath:instancePath+"/cookie_consent.content/accept_button_position",schemaPath:"#/properties/cookie_consent.content/properties/accept_button_position/enum",keyword:"enum",params:{allowedValues: schema43.properties["cookie_consent.content"].properties.accept_button_position.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
let data12 = data8.title_level;
if(!(((((data12 === "h2") || (data12 === "h3")) || (data12 === "h4")) || (data12 === "h5")) || (data12 === "h6"))){
const err30 = {instancePath:instancePath+"/cookie_consent.content/title_level",schemaPath:"#/properties/cookie_consent.content/properties/title_level/enum",keyword:"enum",params:{allowedValues: schema43.properties["cookie_consent.content"].properties.title_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/cookie_consent.content",schemaPath:"#/properties/cookie_consent.content/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"cookie_consent.strategy":true,"cookie_consent.default_placeholder":true,"cookie_consent.settings.culture":true,"cookie_consent.strategies.basic.title":true,"cookie_consent.strategies.basic.description":true,"cookie_consent.strategies.basic.privacy_url":true,"cookie_consent.strategies.onetrust.category_map":true,"cookie_consent.content":true},"dynamicProps":false,"dynamicItems":false};

export const validateCurrencyExchangeSettings = validate33;
const schema44 = {"$id":"https://schema.cms.local/settings/currency-exchange.parsed.json","type":"object","properties":{"currency_exchange.api_url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","default":"","maxLength":2000},"currency_exchange.response_key":{"type":"string","maxLength":200,"pattern":"^[^\\s]*$","default":"data"},"currency_exchange.start_date_key":{"type":"string","maxLength":200,"pattern":"^[^\\s]*$","default":"startdate"},"currency_exchange.class_name":{"type":"string","maxLength":100,"pattern":"^([A-Za-z_][A-Za-z0-9_-]*)?$","default":"price-exchange-class"},"currency_exchange.fixed_rate":{"type":"string","maxLength":30,"pattern":"^([0-9]+(\\.[0-9]+)?)?$","default":""}}};
const pattern39 = new RegExp("^[^\\s]*$", "u");
const pattern41 = new RegExp("^([A-Za-z_][A-Za-z0-9_-]*)?$", "u");
const pattern42 = new RegExp("^([0-9]+(\\.[0-9]+)?)?$", "u");

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/currency-exchange.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["currency_exchange.api_url"] === undefined){
data["currency_exchange.api_url"] = "";
}
if(data["currency_exchange.response_key"] === undefined){
data["currency_exchange.response_key"] = "data";
}
if(data["currency_exchange.start_date_key"] === undefined){
data["currency_exchange.start_date_key"] = "startdate";
}
if(data["currency_exchange.class_name"] === undefined){
data["currency_exchange.class_name"] = "price-exchange-class";
}
if(data["currency_exchange.fixed_rate"] === undefined){
data["currency_exchange.fixed_rate"] = "";
}
let data0 = data["currency_exchange.api_url"];
if(typeof data0 === "string"){
if(func2(data0) > 2000){
const err0 = {instancePath:instancePath+"/currency_exchange.api_url",schemaPath:"#/properties/currency_exchange.api_url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern6.test(data0)){
const err1 = {instancePath:instancePath+"/currency_exchange.api_url",schemaPath:"#/properties/currency_exchange.api_url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/currency_exchange.api_url",schemaPath:"#/properties/currency_exchange.api_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data["currency_exchange.response_key"];
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/currency_exchange.response_key",schemaPath:"#/properties/currency_exchange.response_key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern39.test(data1)){
const err4 = {instancePath:instancePath+"/currency_exchange.response_key",schemaPath:"#/properties/currency_exchange.response_key/pattern",keyword:"pattern",params:{pattern: "^[^\\s]*$"},message:"must match pattern \""+"^[^\\s]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/currency_exchange.response_key",schemaPath:"#/properties/currency_exchange.response_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data2 = data["currency_exchange.start_date_key"];
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err6 = {instancePath:instancePath+"/currency_exchange.start_date_key",schemaPath:"#/properties/currency_exchange.start_date_key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern39.test(data2)){
const err7 = {instancePath:instancePath+"/currency_exchange.start_date_key",schemaPath:"#/properties/currency_exchange.start_date_key/pattern",keyword:"pattern",params:{pattern: "^[^\\s]*$"},message:"must match pattern \""+"^[^\\s]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/currency_exchange.start_date_key",schemaPath:"#/properties/currency_exchange.start_date_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data["currency_exchange.class_name"];
if(typeof data3 === "string"){
if(func2(data3) > 100){
const err9 = {instancePath:instancePath+"/currency_exchange.class_name",schemaPath:"#/properties/currency_exchange.class_name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern41.test(data3)){
const err10 = {instancePath:instancePath+"/currency_exchange.class_name",schemaPath:"#/properties/currency_exchange.class_name/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z_][A-Za-z0-9_-]*)?$"},message:"must match pattern \""+"^([A-Za-z_][A-Za-z0-9_-]*)?$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/currency_exchange.class_name",schemaPath:"#/properties/currency_exchange.class_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data4 = data["currency_exchange.fixed_rate"];
if(typeof data4 === "string"){
if(func2(data4) > 30){
const err12 = {instancePath:instancePath+"/currency_exchange.fixed_rate",schemaPath:"#/properties/currency_exchange.fixed_rate/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern42.test(data4)){
const err13 = {instancePath:instancePath+"/currency_exchange.fixed_rate",schemaPath:"#/properties/currency_exchange.fixed_rate/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?)?$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?)?$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/currency_exchange.fixed_rate",schemaPath:"#/properties/currency_exchange.fixed_rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"currency_exchange.api_url":true,"currency_exchange.response_key":true,"currency_exchange.start_date_key":true,"currency_exchange.class_name":true,"currency_exchange.fixed_rate":true},"dynamicProps":false,"dynamicItems":false};

export const validateDynamicContentSettings = validate34;
const schema45 = {"$id":"https://schema.cms.local/settings/dynamic-content.parsed.json","type":"object","properties":{"dynamic_content.enabled_strategies":{"type":"string","maxLength":200,"pattern":"^ *((mena_external_sl|mena_offers|url_brands|reffine_sl) *(, *(mena_external_sl|mena_offers|url_brands|reffine_sl) *)*)?$","default":""},"dynamic_content.mena_external_sl__config":{"type":"object","additionalProperties":false,"properties":{"api_key":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","title":"عنوان الخدمة","type":"string","maxLength":2000}}},"dynamic_content.reffine_sl__config":{"type":"object","additionalProperties":false,"properties":{"api_base_url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","title":"العنوان الأساسي","type":"string","maxLength":2000},"lists_to_check":{"title":"القوائم","type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["name","uuid"],"properties":{"name":{"title":"الاسم","type":"string","minLength":1,"maxLength":120},"uuid":{"title":"المعرّف","type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"}}}}}}}};
const pattern43 = new RegExp("^ *((mena_external_sl|mena_offers|url_brands|reffine_sl) *(, *(mena_external_sl|mena_offers|url_brands|reffine_sl) *)*)?$", "u");
const pattern46 = new RegExp("^[A-Za-z0-9-]{1,64}$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/dynamic-content.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["dynamic_content.enabled_strategies"] === undefined){
data["dynamic_content.enabled_strategies"] = "";
}
let data0 = data["dynamic_content.enabled_strategies"];
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err0 = {instancePath:instancePath+"/dynamic_content.enabled_strategies",schemaPath:"#/properties/dynamic_content.enabled_strategies/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern43.test(data0)){
const err1 = {instancePath:instancePath+"/dynamic_content.enabled_strategies",schemaPath:"#/properties/dynamic_content.enabled_strategies/pattern",keyword:"pattern",params:{pattern: "^ *((mena_external_sl|mena_offers|url_brands|reffine_sl) *(, *(mena_external_sl|mena_offers|url_brands|reffine_sl) *)*)?$"},message:"must match pattern \""+"^ *((mena_external_sl|mena_offers|url_brands|reffine_sl) *(, *(mena_external_sl|mena_offers|url_brands|reffine_sl) *)*)?$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/dynamic_content.enabled_strategies",schemaPath:"#/properties/dynamic_content.enabled_strategies/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["dynamic_content.mena_external_sl__config"] !== undefined){
let data1 = data["dynamic_content.mena_external_sl__config"];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
if(!(key0 === "api_key")){
const err3 = {instancePath:instancePath+"/dynamic_content.mena_external_sl__config",schemaPath:"#/properties/dynamic_content.mena_external_sl__config/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.api_key !== undefined){
let data2 = data1.api_key;
if(typeof data2 === "string"){
if(func2(data2) > 2000){
const err4 = {instancePath:instancePath+"/dynamic_content.mena_external_sl__config/api_key",schemaPath:"#/properties/dynamic_content.mena_external_sl__config/properties/api_key/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern6.test(data2)){
const err5 = {instancePath:instancePath+"/dynamic_content.mena_external_sl__config/api_key",schemaPath:"#/properties/dynamic_content.mena_external_sl__config/properties/api_key/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/dynamic_content.mena_external_sl__config/api_key",schemaPath:"#/properties/dynamic_content.mena_external_sl__config/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/dynamic_content.mena_external_sl__config",schemaPath:"#/properties/dynamic_content.mena_external_sl__config/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data["dynamic_content.reffine_sl__config"] !== undefined){
let data3 = data["dynamic_content.reffine_sl__config"];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!((key1 === "api_base_url") || (key1 === "lists_to_check"))){
const err8 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config",schemaPath:"#/properties/dynamic_content.reffine_sl__config/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.api_base_url !== undefined){
let data4 = data3.api_base_url;
if(typeof data4 === "string"){
if(func2(data4) > 2000){
const err9 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/api_base_url",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/api_base_url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern6.test(data4)){
const err10 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/api_base_url",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/api_base_url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/api_base_url",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/api_base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.lists_to_check !== undefined){
let data5 = data3.lists_to_check;
if(Array.isArray(data5)){
if(data5.length > 50){
const err12 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.name === undefined){
const err13 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0,schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.uuid === undefined){
const err14 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0,schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/required",keyword:"required",params:{missingProperty: "uuid"},message:"must have required property '"+"uuid"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key2 in data6){
if(!((key2 === "name") || (key2 === "uuid"))){
const err15 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0,schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.name !== undefined){
let data7 = data6.name;
if(typeof data7 === "string"){
if(func2(data7) > 120){
const err16 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0+"/name",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data7) < 1){
const err17 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0+"/name",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0+"/name",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.uuid !== undefined){
let data8 = data6.uuid;
if(typeof data8 === "string"){
if(!pattern46.test(data8)){
const err19 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0+"/uuid",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/properties/uuid/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0+"/uuid",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check/" + i0,schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config/lists_to_check",schemaPath:"#/properties/dynamic_content.reffine_sl__config/properties/lists_to_check/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/dynamic_content.reffine_sl__config",schemaPath:"#/properties/dynamic_content.reffine_sl__config/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"dynamic_content.enabled_strategies":true,"dynamic_content.mena_external_sl__config":true,"dynamic_content.reffine_sl__config":true},"dynamicProps":false,"dynamicItems":false};

export const validateExitPopupSettings = validate35;
const schema46 = {"$id":"https://schema.cms.local/settings/exit-popup.parsed.json","type":"object","properties":{"exit_popup.copy":{"type":"string","maxLength":2000,"default":""},"exit_popup.ok":{"type":"string","maxLength":60,"default":""},"exit_popup.cancel":{"type":"string","maxLength":60,"default":""},"exit_popup.do_url":{"type":"string","maxLength":5000,"default":""},"exit_popup.dont_url":{"type":"string","maxLength":5000,"default":""}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/exit-popup.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["exit_popup.copy"] === undefined){
data["exit_popup.copy"] = "";
}
if(data["exit_popup.ok"] === undefined){
data["exit_popup.ok"] = "";
}
if(data["exit_popup.cancel"] === undefined){
data["exit_popup.cancel"] = "";
}
if(data["exit_popup.do_url"] === undefined){
data["exit_popup.do_url"] = "";
}
if(data["exit_popup.dont_url"] === undefined){
data["exit_popup.dont_url"] = "";
}
let data0 = data["exit_popup.copy"];
if(typeof data0 === "string"){
if(func2(data0) > 2000){
const err0 = {instancePath:instancePath+"/exit_popup.copy",schemaPath:"#/properties/exit_popup.copy/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/exit_popup.copy",schemaPath:"#/properties/exit_popup.copy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let data1 = data["exit_popup.ok"];
if(typeof data1 === "string"){
if(func2(data1) > 60){
const err2 = {instancePath:instancePath+"/exit_popup.ok",schemaPath:"#/properties/exit_popup.ok/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/exit_popup.ok",schemaPath:"#/properties/exit_popup.ok/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data["exit_popup.cancel"];
if(typeof data2 === "string"){
if(func2(data2) > 60){
const err4 = {instancePath:instancePath+"/exit_popup.cancel",schemaPath:"#/properties/exit_popup.cancel/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/exit_popup.cancel",schemaPath:"#/properties/exit_popup.cancel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data3 = data["exit_popup.do_url"];
if(typeof data3 === "string"){
if(func2(data3) > 5000){
const err6 = {instancePath:instancePath+"/exit_popup.do_url",schemaPath:"#/properties/exit_popup.do_url/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/exit_popup.do_url",schemaPath:"#/properties/exit_popup.do_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data4 = data["exit_popup.dont_url"];
if(typeof data4 === "string"){
if(func2(data4) > 5000){
const err8 = {instancePath:instancePath+"/exit_popup.dont_url",schemaPath:"#/properties/exit_popup.dont_url/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/exit_popup.dont_url",schemaPath:"#/properties/exit_popup.dont_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"exit_popup.copy":true,"exit_popup.ok":true,"exit_popup.cancel":true,"exit_popup.do_url":true,"exit_popup.dont_url":true},"dynamicProps":false,"dynamicItems":false};

export const validateGeneralSettings = validate36;
const schema47 = {"$id":"https://schema.cms.local/settings/general.parsed.json","type":"object","properties":{"general.app_name":{"type":"string","maxLength":120,"default":""},"general.404_page":{"type":"string","maxLength":100000,"default":""},"general.site_timezone":{"type":"string","format":"time-zone","default":"Asia/Dubai"},"general.media_library_url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","default":""},"general.footer.content.middle_html":{"type":"string","maxLength":50000,"default":""},"general.footer.content.bottom_footer":{"type":"string","maxLength":50000,"default":""},"general.footer.content.top_footer":{"type":"array","maxItems":8,"items":{"type":"object","additionalProperties":false,"required":["heading","items"],"properties":{"heading":{"type":"string","maxLength":120},"items":{"type":"array","maxItems":30,"items":{"type":"object","additionalProperties":false,"required":["label","url"],"properties":{"label":{"type":"string","minLength":1,"maxLength":120},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","type":"string","minLength":1,"maxLength":2000},"target":{"enum":["_self","_blank"],"default":"_self"}}}}}}},"general.require_user_login":{"enum":["true","false"],"default":"false","type":"string"}}};
const formats0 = __formats["time-zone"];

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/general.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["general.app_name"] === undefined){
data["general.app_name"] = "";
}
if(data["general.404_page"] === undefined){
data["general.404_page"] = "";
}
if(data["general.site_timezone"] === undefined){
data["general.site_timezone"] = "Asia/Dubai";
}
if(data["general.media_library_url"] === undefined){
data["general.media_library_url"] = "";
}
if(data["general.footer.content.middle_html"] === undefined){
data["general.footer.content.middle_html"] = "";
}
if(data["general.footer.content.bottom_footer"] === undefined){
data["general.footer.content.bottom_footer"] = "";
}
if(data["general.require_user_login"] === undefined){
data["general.require_user_login"] = "false";
}
let data0 = data["general.app_name"];
if(typeof data0 === "string"){
if(func2(data0) > 120){
const err0 = {instancePath:instancePath+"/general.app_name",schemaPath:"#/properties/general.app_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/general.app_name",schemaPath:"#/properties/general.app_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let data1 = data["general.404_page"];
if(typeof data1 === "string"){
if(func2(data1) > 100000){
const err2 = {instancePath:instancePath+"/general.404_page",schemaPath:"#/properties/general.404_page/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/general.404_page",schemaPath:"#/properties/general.404_page/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data["general.site_timezone"];
if(typeof data2 === "string"){
if(!(formats0(data2))){
const err4 = {instancePath:instancePath+"/general.site_timezone",schemaPath:"#/properties/general.site_timezone/format",keyword:"format",params:{format: "time-zone"},message:"must match format \""+"time-zone"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/general.site_timezone",schemaPath:"#/properties/general.site_timezone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data3 = data["general.media_library_url"];
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err6 = {instancePath:instancePath+"/general.media_library_url",schemaPath:"#/properties/general.media_library_url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/general.media_library_url",schemaPath:"#/properties/general.media_library_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data4 = data["general.footer.content.middle_html"];
if(typeof data4 === "string"){
if(func2(data4) > 50000){
const err8 = {instancePath:instancePath+"/general.footer.content.middle_html",schemaPath:"#/properties/general.footer.content.middle_html/maxLength",keyword:"maxLength",params:{limit: 50000},message:"must NOT have more than 50000 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/general.footer.content.middle_html",schemaPath:"#/properties/general.footer.content.middle_html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data5 = data["general.footer.content.bottom_footer"];
if(typeof data5 === "string"){
if(func2(data5) > 50000){
const err10 = {instancePath:instancePath+"/general.footer.content.bottom_footer",schemaPath:"#/properties/general.footer.content.bottom_footer/maxLength",keyword:"maxLength",params:{limit: 50000},message:"must NOT have more than 50000 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/general.footer.content.bottom_footer",schemaPath:"#/properties/general.footer.content.bottom_footer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data["general.footer.content.top_footer"] !== undefined){
let data6 = data["general.footer.content.top_footer"];
if(Array.isArray(data6)){
if(data6.length > 8){
const err12 = {instancePath:instancePath+"/general.footer.content.top_footer",schemaPath:"#/properties/general.footer.content.top_footer/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.heading === undefined){
const err13 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0,schemaPath:"#/properties/general.footer.content.top_footer/items/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data7.items === undefined){
const err14 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0,schemaPath:"#/properties/general.footer.content.top_footer/items/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data7){
if(!((key0 === "heading") || (key0 === "items"))){
const err15 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0,schemaPath:"#/properties/general.footer.content.top_footer/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.heading !== undefined){
let data8 = data7.heading;
if(typeof data8 === "string"){
if(func2(data8) > 120){
const err16 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/heading",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/heading/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/heading",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.items !== undefined){
let data9 = data7.items;
if(Array.isArray(data9)){
if(data9.length > 30){
const err18 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.target === undefined){
data10.target = "_self";
}
if(data10.label === undefined){
const err19 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1,schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data10.url === undefined){
const err20 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1,schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data10){
if(!(((key1 === "label") || (key1 === "url")) || (key1 === "target"))){
const err21 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1,schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data10.label !== undefined){
let data11 = data10.label;
if(typeof data11 === "string"){
if(func2(data11) > 120){
const err22 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/label",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func2(data11) < 1){
const err23 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/label",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/label",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.url !== undefined){
let data12 = data10.url;
if(typeof data12 === "string"){
if(func2(data12) > 2000){
const err25 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/url",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func2(data12) < 1){
const err26 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/url",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern6.test(data12)){
const err27 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/url",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/url",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data13 = data10.target;
if(!((data13 === "_self") || (data13 === "_blank"))){
const err29 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/target",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema47.properties["general.footer.content.top_footer"].items.properties.items.items.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1,schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0,schemaPath:"#/properties/general.footer.content.top_footer/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/general.footer.content.top_footer",schemaPath:"#/properties/general.footer.content.top_footer/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
let data14 = data["general.require_user_login"];
if(typeof data14 !== "string"){
const err34 = {instancePath:instancePath+"/general.require_user_login",schemaPath:"#/properties/general.require_user_login/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((data14 === "true") || (data14 === "false"))){
const err35 = {instancePath:instancePath+"/general.require_user_login",schemaPath:"#/properties/general.require_user_login/enum",keyword:"enum",params:{allowedValues: schema47.properties["general.require_user_login"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"general.app_name":true,"general.404_page":true,"general.site_timezone":true,"general.media_library_url":true,"general.footer.content.middle_html":true,"general.footer.content.bottom_footer":true,"general.footer.content.top_footer":true,"general.require_user_login":true},"dynamicProps":false,"dynamicItems":false};

export const validatePredefinedLinksSettings = validate37;
const schema48 = {"$id":"https://schema.cms.local/settings/links.parsed.json","type":"object","properties":{"predefined_links":{"type":"array","maxItems":200,"items":{"type":"object","additionalProperties":false,"required":["alias","url"],"properties":{"alias":{"title":"الاسم المستعار","type":"string","minLength":1,"maxLength":120},"url":{"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$","title":"الرابط","type":"string","minLength":1,"maxLength":2000}}}},"predefined_links.pass_through_params":{"type":"string","maxLength":500,"pattern":"^[A-Za-z0-9_.\\-\\[\\], ]*$","default":""}}};
const pattern50 = new RegExp("^[A-Za-z0-9_.\\-\\[\\], ]*$", "u");

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/links.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["predefined_links.pass_through_params"] === undefined){
data["predefined_links.pass_through_params"] = "";
}
if(data.predefined_links !== undefined){
let data0 = data.predefined_links;
if(Array.isArray(data0)){
if(data0.length > 200){
const err0 = {instancePath:instancePath+"/predefined_links",schemaPath:"#/properties/predefined_links/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.alias === undefined){
const err1 = {instancePath:instancePath+"/predefined_links/" + i0,schemaPath:"#/properties/predefined_links/items/required",keyword:"required",params:{missingProperty: "alias"},message:"must have required property '"+"alias"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.url === undefined){
const err2 = {instancePath:instancePath+"/predefined_links/" + i0,schemaPath:"#/properties/predefined_links/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data1){
if(!((key0 === "alias") || (key0 === "url"))){
const err3 = {instancePath:instancePath+"/predefined_links/" + i0,schemaPath:"#/properties/predefined_links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.alias !== undefined){
let data2 = data1.alias;
if(typeof data2 === "string"){
if(func2(data2) > 120){
const err4 = {instancePath:instancePath+"/predefined_links/" + i0+"/alias",schemaPath:"#/properties/predefined_links/items/properties/alias/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data2) < 1){
const err5 = {instancePath:instancePath+"/predefined_links/" + i0+"/alias",schemaPath:"#/properties/predefined_links/items/properties/alias/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/predefined_links/" + i0+"/alias",schemaPath:"#/properties/predefined_links/items/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.url !== undefined){
let data3 = data1.url;
if(typeof data3 === "string"){
if(func2(data3) > 2000){
const err7 = {instancePath:instancePath+"/predefined_links/" + i0+"/url",schemaPath:"#/properties/predefined_links/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data3) < 1){
const err8 = {instancePath:instancePath+"/predefined_links/" + i0+"/url",schemaPath:"#/properties/predefined_links/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern6.test(data3)){
const err9 = {instancePath:instancePath+"/predefined_links/" + i0+"/url",schemaPath:"#/properties/predefined_links/items/properties/url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/predefined_links/" + i0+"/url",schemaPath:"#/properties/predefined_links/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/predefined_links/" + i0,schemaPath:"#/properties/predefined_links/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/predefined_links",schemaPath:"#/properties/predefined_links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let data4 = data["predefined_links.pass_through_params"];
if(typeof data4 === "string"){
if(func2(data4) > 500){
const err13 = {instancePath:instancePath+"/predefined_links.pass_through_params",schemaPath:"#/properties/predefined_links.pass_through_params/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern50.test(data4)){
const err14 = {instancePath:instancePath+"/predefined_links.pass_through_params",schemaPath:"#/properties/predefined_links.pass_through_params/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.\\-\\[\\], ]*$"},message:"must match pattern \""+"^[A-Za-z0-9_.\\-\\[\\], ]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/predefined_links.pass_through_params",schemaPath:"#/properties/predefined_links.pass_through_params/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"predefined_links":true,"predefined_links.pass_through_params":true},"dynamicProps":false,"dynamicItems":false};

export const validatePriceSettings = validate38;
const schema49 = {"$id":"https://schema.cms.local/settings/prices.parsed.json","type":"object","properties":{"price.currency_delimiter":{"type":"string","maxLength":5,"default":","},"price.finance_calculator_currency_delimiter":{"type":"string","maxLength":5,"default":","},"price.currency_symbol":{"type":"string","maxLength":20,"default":"€"},"price.finance_calculator_currency_symbol":{"type":"string","maxLength":20,"default":"€"},"price.price_format":{"type":"string","maxLength":300,"default":"^%"},"price.finance_calculator_format":{"type":"string","maxLength":300,"default":"^ %"},"price.full_string":{"type":"string","maxLength":300,"default":"From ^ %"},"price.finance_calculator_full_string":{"type":"string","maxLength":300,"default":"From ^ %"},"price.lease_full_string":{"type":"string","maxLength":300,"default":"or @ / Month"},"price.lease_short_string":{"type":"string","maxLength":300,"default":"@ / Month"},"price.subscription_string":{"type":"string","maxLength":300,"default":"from % ^ / Month"},"price.offer_string":{"type":"string","maxLength":300,"default":"From ^ %"},"price.currency_iso":{"type":"string","pattern":"^([A-Z]{3})?$","default":"EUR"},"price.rent_block_format":{"type":"string","maxLength":300,"default":"^ %"},"price.double_price_feature":{"default":"false","enum":["true","false"],"type":"string"},"price.double_price_symbol":{"type":"string","maxLength":20,"default":"EUR"},"price.double_price_rate":{"type":"string","pattern":"^([0-9]+(\\.[0-9]+)?)?$","maxLength":30,"default":"1"},"price.double_price_decimals":{"default":"0","enum":["0","1","2","3"],"type":"string"},"price.digits":{"default":"latin","enum":["latin","arabic-indic"],"type":"string"}}};
const pattern51 = new RegExp("^([A-Z]{3})?$", "u");

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/prices.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["price.currency_delimiter"] === undefined){
data["price.currency_delimiter"] = ",";
}
if(data["price.finance_calculator_currency_delimiter"] === undefined){
data["price.finance_calculator_currency_delimiter"] = ",";
}
if(data["price.currency_symbol"] === undefined){
data["price.currency_symbol"] = "€";
}
if(data["price.finance_calculator_currency_symbol"] === undefined){
data["price.finance_calculator_currency_symbol"] = "€";
}
if(data["price.price_format"] === undefined){
data["price.price_format"] = "^%";
}
if(data["price.finance_calculator_format"] === undefined){
data["price.finance_calculator_format"] = "^ %";
}
if(data["price.full_string"] === undefined){
data["price.full_string"] = "From ^ %";
}
if(data["price.finance_calculator_full_string"] === undefined){
data["price.finance_calculator_full_string"] = "From ^ %";
}
if(data["price.lease_full_string"] === undefined){
data["price.lease_full_string"] = "or @ / Month";
}
if(data["price.lease_short_string"] === undefined){
data["price.lease_short_string"] = "@ / Month";
}
if(data["price.subscription_string"] === undefined){
data["price.subscription_string"] = "from % ^ / Month";
}
if(data["price.offer_string"] === undefined){
data["price.offer_string"] = "From ^ %";
}
if(data["price.currency_iso"] === undefined){
data["price.currency_iso"] = "EUR";
}
if(data["price.rent_block_format"] === undefined){
data["price.rent_block_format"] = "^ %";
}
if(data["price.double_price_feature"] === undefined){
data["price.double_price_feature"] = "false";
}
if(data["price.double_price_symbol"] === undefined){
data["price.double_price_symbol"] = "EUR";
}
if(data["price.double_price_rate"] === undefined){
data["price.double_price_rate"] = "1";
}
if(data["price.double_price_decimals"] === undefined){
data["price.double_price_decimals"] = "0";
}
if(data["price.digits"] === undefined){
data["price.digits"] = "latin";
}
let data0 = data["price.currency_delimiter"];
if(typeof data0 === "string"){
if(func2(data0) > 5){
const err0 = {instancePath:instancePath+"/price.currency_delimiter",schemaPath:"#/properties/price.currency_delimiter/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/price.currency_delimiter",schemaPath:"#/properties/price.currency_delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let data1 = data["price.finance_calculator_currency_delimiter"];
if(typeof data1 === "string"){
if(func2(data1) > 5){
const err2 = {instancePath:instancePath+"/price.finance_calculator_currency_delimiter",schemaPath:"#/properties/price.finance_calculator_currency_delimiter/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/price.finance_calculator_currency_delimiter",schemaPath:"#/properties/price.finance_calculator_currency_delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data["price.currency_symbol"];
if(typeof data2 === "string"){
if(func2(data2) > 20){
const err4 = {instancePath:instancePath+"/price.currency_symbol",schemaPath:"#/properties/price.currency_symbol/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/price.currency_symbol",schemaPath:"#/properties/price.currency_symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data3 = data["price.finance_calculator_currency_symbol"];
if(typeof data3 === "string"){
if(func2(data3) > 20){
const err6 = {instancePath:instancePath+"/price.finance_calculator_currency_symbol",schemaPath:"#/properties/price.finance_calculator_currency_symbol/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/price.finance_calculator_currency_symbol",schemaPath:"#/properties/price.finance_calculator_currency_symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data4 = data["price.price_format"];
if(typeof data4 === "string"){
if(func2(data4) > 300){
const err8 = {instancePath:instancePath+"/price.price_format",schemaPath:"#/properties/price.price_format/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/price.price_format",schemaPath:"#/properties/price.price_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data5 = data["price.finance_calculator_format"];
if(typeof data5 === "string"){
if(func2(data5) > 300){
const err10 = {instancePath:instancePath+"/price.finance_calculator_format",schemaPath:"#/properties/price.finance_calculator_format/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/price.finance_calculator_format",schemaPath:"#/properties/price.finance_calculator_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data6 = data["price.full_string"];
if(typeof data6 === "string"){
if(func2(data6) > 300){
const err12 = {instancePath:instancePath+"/price.full_string",schemaPath:"#/properties/price.full_string/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/price.full_string",schemaPath:"#/properties/price.full_string/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data7 = data["price.finance_calculator_full_string"];
if(typeof data7 === "string"){
if(func2(data7) > 300){
const err14 = {instancePath:instancePath+"/price.finance_calculator_full_string",schemaPath:"#/properties/price.finance_calculator_full_string/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/price.finance_calculator_full_string",schemaPath:"#/properties/price.finance_calculator_full_string/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data8 = data["price.lease_full_string"];
if(typeof data8 === "string"){
if(func2(data8) > 300){
const err16 = {instancePath:instancePath+"/price.lease_full_string",schemaPath:"#/properties/price.lease_full_string/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/price.lease_full_string",schemaPath:"#/properties/price.lease_full_string/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
let data9 = data["price.lease_short_string"];
if(typeof data9 === "string"){
if(func2(data9) > 300){
const err18 = {instancePath:instancePath+"/price.lease_short_string",schemaPath:"#/properties/price.lease_short_string/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/price.lease_short_string",schemaPath:"#/properties/price.lease_short_string/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data10 = data["price.subscription_string"];
if(typeof data10 === "string"){
if(func2(data10) > 300){
const err20 = {instancePath:instancePath+"/price.subscription_string",schemaPath:"#/properties/price.subscription_string/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/price.subscription_string",schemaPath:"#/properties/price.subscription_string/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data11 = data["price.offer_string"];
if(typeof data11 === "string"){
if(func2(data11) > 300){
const err22 = {instancePath:instancePath+"/price.offer_string",schemaPath:"#/properties/price.offer_string/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/price.offer_string",schemaPath:"#/properties/price.offer_string/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
let data12 = data["price.currency_iso"];
if(typeof data12 === "string"){
if(!pattern51.test(data12)){
const err24 = {instancePath:instancePath+"/price.currency_iso",schemaPath:"#/properties/price.currency_iso/pattern",keyword:"pattern",params:{pattern: "^([A-Z]{3})?$"},message:"must match pattern \""+"^([A-Z]{3})?$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/price.currency_iso",schemaPath:"#/properties/price.currency_iso/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
let data13 = data["price.rent_block_format"];
if(typeof data13 === "string"){
if(func2(data13) > 300){
const err26 = {instancePath:instancePath+"/price.rent_block_format",schemaPath:"#/properties/price.rent_block_format/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/price.rent_block_format",schemaPath:"#/properties/price.rent_block_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
let data14 = data["price.double_price_feature"];
if(typeof data14 !== "string"){
const err28 = {instancePath:instancePath+"/price.double_price_feature",schemaPath:"#/properties/price.double_price_feature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((data14 === "true") || (data14 === "false"))){
const err29 = {instancePath:instancePath+"/price.double_price_feature",schemaPath:"#/properties/price.double_price_feature/enum",keyword:"enum",params:{allowedValues: schema49.properties["price.double_price_feature"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
let data15 = data["price.double_price_symbol"];
if(typeof data15 === "string"){
if(func2(data15) > 20){
const err30 = {instancePath:instancePath+"/price.double_price_symbol",schemaPath:"#/properties/price.double_price_symbol/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/price.double_price_symbol",schemaPath:"#/properties/price.double_price_symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
let data16 = data["price.double_price_rate"];
if(typeof data16 === "string"){
if(func2(data16) > 30){
const err32 = {instancePath:instancePath+"/price.double_price_rate",schemaPath:"#/properties/price.double_price_rate/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern42.test(data16)){
const err33 = {instancePath:instancePath+"/price.double_price_rate",schemaPath:"#/properties/price.double_price_rate/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]+)?)?$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]+)?)?$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/price.double_price_rate",schemaPath:"#/properties/price.double_price_rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data17 = data["price.double_price_decimals"];
if(typeof data17 !== "string"){
const err35 = {instancePath:instancePath+"/price.double_price_decimals",schemaPath:"#/properties/price.double_price_decimals/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!((((data17 === "0") || (data17 === "1")) || (data17 === "2")) || (data17 === "3"))){
const err36 = {instancePath:instancePath+"/price.double_price_decimals",schemaPath:"#/properties/price.double_price_decimals/enum",keyword:"enum",params:{allowedValues: schema49.properties["price.double_price_decimals"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
let data18 = data["price.digits"];
if(typeof data18 !== "string"){
const err37 = {instancePath:instancePath+"/price.digits",schemaPath:"#/properties/price.digits/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((data18 === "latin") || (data18 === "arabic-indic"))){
const err38 = {instancePath:instancePath+"/price.digits",schemaPath:"#/properties/price.digits/enum",keyword:"enum",params:{allowedValues: schema49.properties["price.digits"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"price.currency_delimiter":true,"price.finance_calculator_currency_delimiter":true,"price.currency_symbol":true,"price.finance_calculator_currency_symbol":true,"price.price_format":true,"price.finance_calculator_format":true,"price.full_string":true,"price.finance_calculator_full_string":true,"price.lease_full_string":true,"price.lease_short_string":true,"price.subscription_string":true,"price.offer_string":true,"price.currency_iso":true,"price.rent_block_format":true,"price.double_price_feature":true,"price.double_price_symbol":true,"price.double_price_rate":true,"price.double_price_decimals":true,"price.digits":true},"dynamicProps":false,"dynamicItems":false};

export const validateSearchSettings = validate39;
const schema50 = {"$id":"https://schema.cms.local/settings/search.parsed.json","type":"object","properties":{"search.popup.enabled":{"enum":["true","false"],"default":"false","type":"string"}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/search.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["search.popup.enabled"] === undefined){
data["search.popup.enabled"] = "false";
}
let data0 = data["search.popup.enabled"];
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/search.popup.enabled",schemaPath:"#/properties/search.popup.enabled/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data0 === "true") || (data0 === "false"))){
const err1 = {instancePath:instancePath+"/search.popup.enabled",schemaPath:"#/properties/search.popup.enabled/enum",keyword:"enum",params:{allowedValues: schema50.properties["search.popup.enabled"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"search.popup.enabled":true},"dynamicProps":false,"dynamicItems":false};

export const validateSecuritySettings = validate40;
const schema51 = {"$id":"https://schema.cms.local/settings/security.parsed.json","type":"object","properties":{"security.raw_html_enabled":{"enum":["true","false"],"default":"true","type":"string"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/security.parsed.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["security.raw_html_enabled"] === undefined){
data["security.raw_html_enabled"] = "true";
}
let data0 = data["security.raw_html_enabled"];
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/security.raw_html_enabled",schemaPath:"#/properties/security.raw_html_enabled/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data0 === "true") || (data0 === "false"))){
const err1 = {instancePath:instancePath+"/security.raw_html_enabled",schemaPath:"#/properties/security.raw_html_enabled/enum",keyword:"enum",params:{allowedValues: schema51.properties["security.raw_html_enabled"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"security.raw_html_enabled":true},"dynamicProps":false,"dynamicItems":false};

export const validateAdminUser = validate41;
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/admin-user.schema.json","title":"AdminUser","description":"A user as the admin sees it: never the password hash.","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"email":{"type":"string"},"name":{"type":"string"},"role":{"title":"الدور","enum":["admin","editor","viewer"]},"disabled":{"type":"boolean"},"has_password":{"type":"boolean"},"sso":{"type":"boolean"},"created_at":{"type":"string","description":"ISO 8601 date and time."},"updated_at":{"type":"string","description":"ISO 8601 date and time."}},"required":["id","email","name","role","disabled","has_password","sso","created_at","updated_at"]};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/admin-user.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.role === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.disabled === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disabled"},message:"must have required property '"+"disabled"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.has_password === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "has_password"},message:"must have required property '"+"has_password"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sso === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sso"},message:"must have required property '"+"sso"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.created_at === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.updated_at === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updated_at"},message:"must have required property '"+"updated_at"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema52.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.role !== undefined){
let data3 = data.role;
if(!(((data3 === "admin") || (data3 === "editor")) || (data3 === "viewer"))){
const err15 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema52.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.disabled !== undefined){
if(typeof data.disabled !== "boolean"){
const err16 = {instancePath:instancePath+"/disabled",schemaPath:"#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.has_password !== undefined){
if(typeof data.has_password !== "boolean"){
const err17 = {instancePath:instancePath+"/has_password",schemaPath:"#/properties/has_password/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.sso !== undefined){
if(typeof data.sso !== "boolean"){
const err18 = {instancePath:instancePath+"/sso",schemaPath:"#/properties/sso/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.created_at !== undefined){
if(typeof data.created_at !== "string"){
const err19 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.updated_at !== undefined){
if(typeof data.updated_at !== "string"){
const err20 = {instancePath:instancePath+"/updated_at",schemaPath:"#/properties/updated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminUserDocument = validate42;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/admin-user-document.schema.json","title":"AdminUserDocument","description":"One user.","type":"object","additionalProperties":false,"properties":{"data":{"$ref":"admin-user.schema.json"}},"required":["data"]};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/admin-user-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.email === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.name === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.role === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.disabled === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "disabled"},message:"must have required property '"+"disabled"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.has_password === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "has_password"},message:"must have required property '"+"has_password"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.sso === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "sso"},message:"must have required property '"+"sso"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.created_at === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.updated_at === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "updated_at"},message:"must have required property '"+"updated_at"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data0){
if(!(func1.call(schema52.properties, key1))){
const err11 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/data/id",schemaPath:"admin-user.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/data/id",schemaPath:"admin-user.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/data/id",schemaPath:"admin-user.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data0.email !== undefined){
if(typeof data0.email !== "string"){
const err15 = {instancePath:instancePath+"/data/email",schemaPath:"admin-user.schema.json/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err16 = {instancePath:instancePath+"/data/name",schemaPath:"admin-user.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.role !== undefined){
let data4 = data0.role;
if(!(((data4 === "admin") || (data4 === "editor")) || (data4 === "viewer"))){
const err17 = {instancePath:instancePath+"/data/role",schemaPath:"admin-user.schema.json/properties/role/enum",keyword:"enum",params:{allowedValues: schema52.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.disabled !== undefined){
if(typeof data0.disabled !== "boolean"){
const err18 = {instancePath:instancePath+"/data/disabled",schemaPath:"admin-user.schema.json/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.has_password !== undefined){
if(typeof data0.has_password !== "boolean"){
const err19 = {instancePath:instancePath+"/data/has_password",schemaPath:"admin-user.schema.json/properties/has_password/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.sso !== undefined){
if(typeof data0.sso !== "boolean"){
const err20 = {instancePath:instancePath+"/data/sso",schemaPath:"admin-user.schema.json/properties/sso/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.created_at !== undefined){
if(typeof data0.created_at !== "string"){
const err21 = {instancePath:instancePath+"/data/created_at",schemaPath:"admin-user.schema.json/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.updated_at !== undefined){
if(typeof data0.updated_at !== "string"){
const err22 = {instancePath:instancePath+"/data/updated_at",schemaPath:"admin-user.schema.json/properties/updated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/data",schemaPath:"admin-user.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAdminUserList = validate43;
const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/admin-user-list.schema.json","title":"AdminUserList","description":"Every user, by e-mail.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"$ref":"admin-user.schema.json"}}},"required":["data"]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/admin-user-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.email === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.name === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.role === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.disabled === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "disabled"},message:"must have required property '"+"disabled"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.has_password === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "has_password"},message:"must have required property '"+"has_password"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.sso === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "sso"},message:"must have required property '"+"sso"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.created_at === undefined){
const err9 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.updated_at === undefined){
const err10 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/required",keyword:"required",params:{missingProperty: "updated_at"},message:"must have required property '"+"updated_at"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data1){
if(!(func1.call(schema52.properties, key1))){
const err11 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err12 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"admin-user.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"admin-user.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"admin-user.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data1.email !== undefined){
if(typeof data1.email !== "string"){
const err15 = {instancePath:instancePath+"/data/" + i0+"/email",schemaPath:"admin-user.schema.json/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err16 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"admin-user.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.role !== undefined){
let data5 = data1.role;
if(!(((data5 === "admin") || (data5 === "editor")) || (data5 === "viewer"))){
const err17 = {instancePath:instancePath+"/data/" + i0+"/role",schemaPath:"admin-user.schema.json/properties/role/enum",keyword:"enum",params:{allowedValues: schema52.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.disabled !== undefined){
if(typeof data1.disabled !== "boolean"){
const err18 = {instancePath:instancePath+"/data/" + i0+"/disabled",schemaPath:"admin-user.schema.json/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.has_password !== undefined){
if(typeof data1.has_password !== "boolean"){
const err19 = {instancePath:instancePath+"/data/" + i0+"/has_password",schemaPath:"admin-user.schema.json/properties/has_password/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.sso !== undefined){
if(typeof data1.sso !== "boolean"){
const err20 = {instancePath:instancePath+"/data/" + i0+"/sso",schemaPath:"admin-user.schema.json/properties/sso/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.created_at !== undefined){
if(typeof data1.created_at !== "string"){
const err21 = {instancePath:instancePath+"/data/" + i0+"/created_at",schemaPath:"admin-user.schema.json/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.updated_at !== undefined){
if(typeof data1.updated_at !== "string"){
const err22 = {instancePath:instancePath+"/data/" + i0+"/updated_at",schemaPath:"admin-user.schema.json/properties/updated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/data/" + i0,schemaPath:"admin-user.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApiToken = validate44;
const schema57 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/api-token.schema.json","title":"ApiToken","description":"An API token as listed: never its secret.","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string"},"prefix":{"type":"string"},"role":{"title":"الدور","enum":["admin","editor","viewer"]},"created_by":{"type":["integer","null"]},"created_at":{"type":"string","description":"ISO 8601 date and time."},"last_used_at":{"type":["string","null"]},"revoked_at":{"type":["string","null"]}},"required":["id","name","prefix","role","created_by","created_at","last_used_at","revoked_at"]};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/api-token.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.prefix === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.role === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.created_by === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_by"},message:"must have required property '"+"created_by"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.created_at === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.last_used_at === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_used_at"},message:"must have required property '"+"last_used_at"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.revoked_at === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "revoked_at"},message:"must have required property '"+"revoked_at"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "name")) || (key0 === "prefix")) || (key0 === "role")) || (key0 === "created_by")) || (key0 === "created_at")) || (key0 === "last_used_at")) || (key0 === "revoked_at"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.prefix !== undefined){
if(typeof data.prefix !== "string"){
const err13 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.role !== undefined){
let data3 = data.role;
if(!(((data3 === "admin") || (data3 === "editor")) || (data3 === "viewer"))){
const err14 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema57.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.created_by !== undefined){
let data4 = data.created_by;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err15 = {instancePath:instancePath+"/created_by",schemaPath:"#/properties/created_by/type",keyword:"type",params:{type: schema57.properties.created_by.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.created_at !== undefined){
if(typeof data.created_at !== "string"){
const err16 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.last_used_at !== undefined){
let data6 = data.last_used_at;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/last_used_at",schemaPath:"#/properties/last_used_at/type",keyword:"type",params:{type: schema57.properties.last_used_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.revoked_at !== undefined){
let data7 = data.revoked_at;
if((typeof data7 !== "string") && (data7 !== null)){
const err18 = {instancePath:instancePath+"/revoked_at",schemaPath:"#/properties/revoked_at/type",keyword:"type",params:{type: schema57.properties.revoked_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApiTokenIssued = validate45;
const schema58 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/api-token-issued.schema.json","title":"ApiTokenIssued","description":"A new token with its secret, shown this once.","type":"object","additionalProperties":false,"properties":{"data":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string"},"prefix":{"type":"string"},"role":{"title":"الدور","enum":["admin","editor","viewer"]},"created_by":{"type":["integer","null"]},"created_at":{"type":"string","description":"ISO 8601 date and time."},"last_used_at":{"type":["string","null"]},"revoked_at":{"type":["string","null"]},"token":{"type":"string"}},"required":["id","name","prefix","role","created_by","created_at","last_used_at","revoked_at","token"]}},"required":["data"]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/api-token-issued.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.name === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.prefix === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.role === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.created_by === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "created_by"},message:"must have required property '"+"created_by"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.created_at === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.last_used_at === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "last_used_at"},message:"must have required property '"+"last_used_at"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.revoked_at === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "revoked_at"},message:"must have required property '"+"revoked_at"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.token === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data0){
if(!(func1.call(schema58.properties.data.properties, key1))){
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err15 = {instancePath:instancePath+"/data/name",schemaPath:"#/properties/data/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.prefix !== undefined){
if(typeof data0.prefix !== "string"){
const err16 = {instancePath:instancePath+"/data/prefix",schemaPath:"#/properties/data/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.role !== undefined){
let data4 = data0.role;
if(!(((data4 === "admin") || (data4 === "editor")) || (data4 === "viewer"))){
const err17 = {instancePath:instancePath+"/data/role",schemaPath:"#/properties/data/properties/role/enum",keyword:"enum",params:{allowedValues: schema58.properties.data.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.created_by !== undefined){
let data5 = data0.created_by;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err18 = {instancePath:instancePath+"/data/created_by",schemaPath:"#/properties/data/properties/created_by/type",keyword:"type",params:{type: schema58.properties.data.properties.created_by.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.created_at !== undefined){
if(typeof data0.created_at !== "string"){
const err19 = {instancePath:instancePath+"/data/created_at",schemaPath:"#/properties/data/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.last_used_at !== undefined){
let data7 = data0.last_used_at;
if((typeof data7 !== "string") && (data7 !== null)){
const err20 = {instancePath:instancePath+"/data/last_used_at",schemaPath:"#/properties/data/properties/last_used_at/type",keyword:"type",params:{type: schema58.properties.data.properties.last_used_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.revoked_at !== undefined){
let data8 = data0.revoked_at;
if((typeof data8 !== "string") && (data8 !== null)){
const err21 = {instancePath:instancePath+"/data/revoked_at",schemaPath:"#/properties/data/properties/revoked_at/type",keyword:"type",params:{type: schema58.properties.data.properties.revoked_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.token !== undefined){
if(typeof data0.token !== "string"){
const err22 = {instancePath:instancePath+"/data/token",schemaPath:"#/properties/data/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApiTokenList = validate46;
const schema59 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/api-token-list.schema.json","title":"ApiTokenList","description":"Every token, newest first.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"$ref":"api-token.schema.json"}}},"required":["data"]};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/api-token-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.name === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.prefix === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.role === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.created_by === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/required",keyword:"required",params:{missingProperty: "created_by"},message:"must have required property '"+"created_by"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.created_at === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.last_used_at === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/required",keyword:"required",params:{missingProperty: "last_used_at"},message:"must have required property '"+"last_used_at"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.revoked_at === undefined){
const err9 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/required",keyword:"required",params:{missingProperty: "revoked_at"},message:"must have required property '"+"revoked_at"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data1){
if(!((((((((key1 === "id") || (key1 === "name")) || (key1 === "prefix")) || (key1 === "role")) || (key1 === "created_by")) || (key1 === "created_at")) || (key1 === "last_used_at")) || (key1 === "revoked_at"))){
const err10 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"api-token.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"api-token.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"api-token.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err14 = {instancePath:instancePath+"/data/" + i0+"/name",schemaPath:"api-token.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.prefix !== undefined){
if(typeof data1.prefix !== "string"){
const err15 = {instancePath:instancePath+"/data/" + i0+"/prefix",schemaPath:"api-token.schema.json/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.role !== undefined){
let data5 = data1.role;
if(!(((data5 === "admin") || (data5 === "editor")) || (data5 === "viewer"))){
const err16 = {instancePath:instancePath+"/data/" + i0+"/role",schemaPath:"api-token.schema.json/properties/role/enum",keyword:"enum",params:{allowedValues: schema57.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.created_by !== undefined){
let data6 = data1.created_by;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err17 = {instancePath:instancePath+"/data/" + i0+"/created_by",schemaPath:"api-token.schema.json/properties/created_by/type",keyword:"type",params:{type: schema57.properties.created_by.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.created_at !== undefined){
if(typeof data1.created_at !== "string"){
const err18 = {instancePath:instancePath+"/data/" + i0+"/created_at",schemaPath:"api-token.schema.json/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.last_used_at !== undefined){
let data8 = data1.last_used_at;
if((typeof data8 !== "string") && (data8 !== null)){
const err19 = {instancePath:instancePath+"/data/" + i0+"/last_used_at",schemaPath:"api-token.schema.json/properties/last_used_at/type",keyword:"type",params:{type: schema57.properties.last_used_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.revoked_at !== undefined){
let data9 = data1.revoked_at;
if((typeof data9 !== "string") && (data9 !== null)){
const err20 = {instancePath:instancePath+"/data/" + i0+"/revoked_at",schemaPath:"api-token.schema.json/properties/revoked_at/type",keyword:"type",params:{type: schema57.properties.revoked_at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/data/" + i0,schemaPath:"api-token.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAuditEntry = validate47;
const schema61 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/audit-entry.schema.json","title":"AuditEntry","description":"One write: who, when, what, before and after.","type":"object","additionalProperties":true,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"at":{"type":"string","description":"ISO 8601 date and time."},"actor_user_id":{"type":["integer","null"]},"actor_label":{"type":"string"},"action":{"type":"string"},"entity":{"type":"string"},"entity_id":{"type":["string","null"]},"before":{},"after":{}},"required":["id","at","action","entity"]};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/audit-entry.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.at === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.action === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.entity === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.at !== undefined){
if(typeof data.at !== "string"){
const err7 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.actor_user_id !== undefined){
let data2 = data.actor_user_id;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err8 = {instancePath:instancePath+"/actor_user_id",schemaPath:"#/properties/actor_user_id/type",keyword:"type",params:{type: schema61.properties.actor_user_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.actor_label !== undefined){
if(typeof data.actor_label !== "string"){
const err9 = {instancePath:instancePath+"/actor_label",schemaPath:"#/properties/actor_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.action !== undefined){
if(typeof data.action !== "string"){
const err10 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.entity !== undefined){
if(typeof data.entity !== "string"){
const err11 = {instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.entity_id !== undefined){
let data6 = data.entity_id;
if((typeof data6 !== "string") && (data6 !== null)){
const err12 = {instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: schema61.properties.entity_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAuditPage = validate48;
const schema62 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/audit-page.schema.json","title":"AuditPage","description":"One page of the audit log, newest first.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"$ref":"audit-entry.schema.json"}},"total":{"type":"integer"},"page":{"type":"integer"},"per_page":{"type":"integer"}},"required":["data","total","page","per_page"]};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/audit-page.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.total === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.page === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.per_page === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "data") || (key0 === "total")) || (key0 === "page")) || (key0 === "per_page"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"audit-entry.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.at === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"audit-entry.schema.json/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.action === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0,schemaPath:"audit-entry.schema.json/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.entity === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0,schemaPath:"audit-entry.schema.json/required",keyword:"required",params:{missingProperty: "entity"},message:"must have required property '"+"entity"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"audit-entry.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"audit-entry.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"audit-entry.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data1.at !== undefined){
if(typeof data1.at !== "string"){
const err12 = {instancePath:instancePath+"/data/" + i0+"/at",schemaPath:"audit-entry.schema.json/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.actor_user_id !== undefined){
let data4 = data1.actor_user_id;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err13 = {instancePath:instancePath+"/data/" + i0+"/actor_user_id",schemaPath:"audit-entry.schema.json/properties/actor_user_id/type",keyword:"type",params:{type: schema61.properties.actor_user_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.actor_label !== undefined){
if(typeof data1.actor_label !== "string"){
const err14 = {instancePath:instancePath+"/data/" + i0+"/actor_label",schemaPath:"audit-entry.schema.json/properties/actor_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.action !== undefined){
if(typeof data1.action !== "string"){
const err15 = {instancePath:instancePath+"/data/" + i0+"/action",schemaPath:"audit-entry.schema.json/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.entity !== undefined){
if(typeof data1.entity !== "string"){
const err16 = {instancePath:instancePath+"/data/" + i0+"/entity",schemaPath:"audit-entry.schema.json/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.entity_id !== undefined){
let data8 = data1.entity_id;
if((typeof data8 !== "string") && (data8 !== null)){
const err17 = {instancePath:instancePath+"/data/" + i0+"/entity_id",schemaPath:"audit-entry.schema.json/properties/entity_id/type",keyword:"type",params:{type: schema61.properties.entity_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/data/" + i0,schemaPath:"audit-entry.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.total !== undefined){
let data9 = data.total;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.page !== undefined){
let data10 = data.page;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err21 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.per_page !== undefined){
let data11 = data.per_page;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err22 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAuditQuery = validate49;
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/audit-query.schema.json","title":"AuditQuery","description":"Filters and page of the audit log.","type":"object","additionalProperties":false,"properties":{"entity":{"type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"entity_id":{"type":"string","maxLength":200,"pattern":"^[^\\u0000]*$"},"page":{"type":"integer","minimum":1,"maximum":1000000,"default":1}}};
const pattern53 = new RegExp("^[^\\u0000]*$", "u");

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/audit-query.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.page === undefined){
data.page = 1;
}
for(const key0 in data){
if(!(((key0 === "entity") || (key0 === "entity_id")) || (key0 === "page"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.entity !== undefined){
let data0 = data.entity;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err1 = {instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern53.test(data0)){
const err2 = {instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.entity_id !== undefined){
let data1 = data.entity_id;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err4 = {instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern53.test(data1)){
const err5 = {instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/entity_id",schemaPath:"#/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data2 = data.page;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAuthProviders = validate50;
const schema65 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/auth-providers.schema.json","title":"AuthProviders","description":"How the sign-in screen may sign in.","type":"object","additionalProperties":false,"properties":{"password":{"type":"boolean"},"oidc":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"properties":{"startUrl":{"type":"string"}},"required":["startUrl"]}]}},"required":["password","oidc"]};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/auth-providers.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.password === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.oidc === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "oidc"},message:"must have required property '"+"oidc"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "password") || (key0 === "oidc"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.password !== undefined){
if(typeof data.password !== "boolean"){
const err3 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.oidc !== undefined){
let data1 = data.oidc;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/oidc",schemaPath:"#/properties/oidc/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.startUrl === undefined){
const err5 = {instancePath:instancePath+"/oidc",schemaPath:"#/properties/oidc/oneOf/1/required",keyword:"required",params:{missingProperty: "startUrl"},message:"must have required property '"+"startUrl"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
if(!(key1 === "startUrl")){
const err6 = {instancePath:instancePath+"/oidc",schemaPath:"#/properties/oidc/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.startUrl !== undefined){
if(typeof data1.startUrl !== "string"){
const err7 = {instancePath:instancePath+"/oidc/startUrl",schemaPath:"#/properties/oidc/oneOf/1/properties/startUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/oidc",schemaPath:"#/properties/oidc/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err9 = {instancePath:instancePath+"/oidc",schemaPath:"#/properties/oidc/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateBlockInstance = validate51;
const schema66 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/block-instance.schema.json","title":"BlockInstance","description":"A block as stored and exchanged: its template key, its fields and its repeatable groups. The template's own validator checks the inside.","type":"object","additionalProperties":false,"required":["template"],"properties":{"template":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)+$"},"version":{"description":"The x-version of the block's schema this instance was written for; absent means 1. Older blocks are migrated on read, on import and by `npm run content -- migrate`.","type":"integer","minimum":1},"fields":{"type":"object","default":{}},"groups":{"type":"array","items":{"type":"object"},"default":[]}},"examples":[{"template":"lrdx-quote","fields":{"quote":"نص"},"groups":[]}]};
const pattern55 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)+$", "u");

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/block-instance.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "template") || (key0 === "version")) || (key0 === "fields")) || (key0 === "groups"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.template !== undefined){
let data0 = data.template;
if(typeof data0 === "string"){
if(!pattern55.test(data0)){
const err2 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)+$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
let data2 = data.fields;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err6 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.groups;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err7 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateContentDocument = validate52;
const schema67 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/content-document.schema.json","title":"ContentDocument","description":"What `npm run content -- export` writes and `import` reads.","type":"object","additionalProperties":false,"required":["pages","settings"],"properties":{"pages":{"type":"array","items":{"$ref":"page.schema.json"}},"settings":{"type":"array","items":{"$ref":"setting.schema.json"}}},"examples":[{"pages":[{"path":"index","title":"الرئيسية"}],"settings":[{"key":"general.app_name","value":"الموقع"}]}]};
const schema77 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting.schema.json","title":"Setting","description":"One key/value setting. 'true' stands for boolean true; JSON is held as a string.","type":"object","additionalProperties":false,"required":["key","value"],"properties":{"key":{"type":"string","minLength":1,"maxLength":200,"pattern":"^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"},"value":{"type":"string","maxLength":200000}},"examples":[{"key":"search.popup.enabled","value":"true"}]};
const schema68 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page.schema.json","title":"Page","description":"A page as imported and exported: the fields of the spec's Page entity, its path as the pages API looks it up, and its blocks.","type":"object","additionalProperties":false,"required":["path","title"],"properties":{"path":{"description":"No language base, no leading or trailing slash; the home page is \"index\". The one page-path rule (PagePath), shared with the API.","$ref":"page-path.schema.json"},"page_type":{"enum":["page","folder","news"],"default":"page"},"title":{"type":"string","minLength":1,"maxLength":300},"meta_title":{"type":["string","null"],"maxLength":300,"default":null},"meta_description":{"type":["string","null"],"maxLength":1000,"default":null},"image_id":{"$ref":"../shared/value-rules.schema.json#/$defs/image-id","type":["integer","null"],"default":null},"external_meta_image":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"],"maxLength":2000,"default":null},"canonical_url":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"],"maxLength":2000,"default":null},"disable_seo_tracking":{"type":"boolean","default":false},"type":{"description":"url_redirection makes the page a redirect to `to`.","enum":[null,"url_redirection"],"default":null},"to":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"],"maxLength":2000,"default":null},"http_code":{"enum":[null,301,302,303,307,308],"default":null},"link_type":{"enum":[null,"internal","external","file"],"default":null},"redirect_path":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"],"maxLength":2000,"default":null},"link_new_window":{"type":"boolean","default":false},"blocks":{"type":"array","maxItems":200,"items":{"$ref":"block-instance.schema.json"},"default":[]}},"examples":[{"path":"models/defender","title":"ديفندر","blocks":[{"template":"lrdx-quote","fields":{"quote":"نص"},"groups":[]}]},{"path":"old-offers","title":"عروض سابقة","type":"url_redirection","to":"/offers","http_code":302}]};
const schema69 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-path.schema.json","title":"المسار","description":"A page path: lower-case segments of letters (Arabic included), digits and hyphens joined by /, no leading or trailing slash; the home page is index.","type":"string","minLength":1,"maxLength":500,"pattern":"^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"};
const schema71 = {"minimum":1,"maximum":2147483647};
const schema72 = {"pattern":"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"};
const pattern56 = new RegExp("^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.page_type === undefined){
data.page_type = "page";
}
if(data.meta_title === undefined){
data.meta_title = null;
}
if(data.meta_description === undefined){
data.meta_description = null;
}
if(data.image_id === undefined){
data.image_id = null;
}
if(data.external_meta_image === undefined){
data.external_meta_image = null;
}
if(data.canonical_url === undefined){
data.canonical_url = null;
}
if(data.disable_seo_tracking === undefined){
data.disable_seo_tracking = false;
}
if(data.type === undefined){
data.type = null;
}
if(data.to === undefined){
data.to = null;
}
if(data.http_code === undefined){
data.http_code = null;
}
if(data.link_type === undefined){
data.link_type = null;
}
if(data.redirect_path === undefined){
data.redirect_path = null;
}
if(data.link_new_window === undefined){
data.link_new_window = false;
}
if(data.blocks === undefined){
data.blocks = [];
}
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema68.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 === "string"){
if(func2(data0) > 500){
const err3 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern56.test(data0)){
const err5 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/pattern",keyword:"pattern",params:{pattern: "^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"},message:"must match pattern \""+"^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data1 = data.page_type;
if(!(((data1 === "page") || (data1 === "folder")) || (data1 === "news"))){
const err7 = {instancePath:instancePath+"/page_type",schemaPath:"#/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema68.properties.page_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func2(data2) > 300){
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data3 = data.meta_title;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/meta_title",schemaPath:"#/properties/meta_title/type",keyword:"type",params:{type: schema68.properties.meta_title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err12 = {instancePath:instancePath+"/meta_title",schemaPath:"#/properties/meta_title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let data4 = data.meta_description;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/meta_description",schemaPath:"#/properties/meta_description/type",keyword:"type",params:{type: schema68.properties.meta_description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err14 = {instancePath:instancePath+"/meta_description",schemaPath:"#/properties/meta_description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data5 = data.image_id;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err15 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/type",keyword:"type",params:{type: schema68.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/image_id",schemaPath:"../shared/value-rules.schema.json#/$defs/image-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/image_id",schemaPath:"../shared/value-rules.schema.json#/$defs/image-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
let data6 = data.external_meta_image;
if((typeof data6 !== "string") && (data6 !== null)){
const err18 = {instancePath:instancePath+"/external_meta_image",schemaPath:"#/properties/external_meta_image/type",keyword:"type",params:{type: schema68.properties.external_meta_image.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err19 = {instancePath:instancePath+"/external_meta_image",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(typeof data6 === "string"){
if(func2(data6) > 2000){
const err20 = {instancePath:instancePath+"/external_meta_image",schemaPath:"#/properties/external_meta_image/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
let data7 = data.canonical_url;
if((typeof data7 !== "string") && (data7 !== null)){
const err21 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: schema68.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data7 === "string"){
if(!pattern6.test(data7)){
const err22 = {instancePath:instancePath+"/canonical_url",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(typeof data7 === "string"){
if(func2(data7) > 2000){
const err23 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(typeof data.disable_seo_tracking !== "boolean"){
const err24 = {instancePath:instancePath+"/disable_seo_tracking",schemaPath:"#/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
let data9 = data.type;
if(!((data9 === null) || (data9 === "url_redirection"))){
const err25 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema68.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
let data10 = data.to;
if((typeof data10 !== "string") && (data10 !== null)){
const err26 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: schema68.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data10 === "string"){
if(!pattern6.test(data10)){
const err27 = {instancePath:instancePath+"/to",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(typeof data10 === "string"){
if(func2(data10) > 2000){
const err28 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data11 = data.http_code;
if(!((((((data11 === null) || (data11 === 301)) || (data11 === 302)) || (data11 === 303)) || (data11 === 307)) || (data11 === 308))){
const err29 = {instancePath:instancePath+"/http_code",schemaPath:"#/properties/http_code/enum",keyword:"enum",params:{allowedValues: schema68.properties.http_code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
let data12 = data.link_type;
if(!((((data12 === null) || (data12 === "internal")) || (data12 === "external")) || (data12 === "file"))){
const err30 = {instancePath:instancePath+"/link_type",schemaPath:"#/properties/link_type/enum",keyword:"enum",params:{allowedValues: schema68.properties.link_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
let data13 = data.redirect_path;
if((typeof data13 !== "string") && (data13 !== null)){
const err31 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/type",keyword:"type",params:{type: schema68.properties.redirect_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data13 === "string"){
if(!pattern6.test(data13)){
const err32 = {instancePath:instancePath+"/redirect_path",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(typeof data13 === "string"){
if(func2(data13) > 2000){
const err33 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(typeof data.link_new_window !== "boolean"){
const err34 = {instancePath:instancePath+"/link_new_window",schemaPath:"#/properties/link_new_window/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data15 = data.blocks;
if(Array.isArray(data15)){
if(data15.length > 200){
const err35 = {instancePath:instancePath+"/blocks",schemaPath:"#/properties/blocks/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.fields === undefined){
data16.fields = {};
}
if(data16.groups === undefined){
data16.groups = [];
}
if(data16.template === undefined){
const err36 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key1 in data16){
if(!((((key1 === "template") || (key1 === "version")) || (key1 === "fields")) || (key1 === "groups"))){
const err37 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.template !== undefined){
let data17 = data16.template;
if(typeof data17 === "string"){
if(!pattern55.test(data17)){
const err38 = {instancePath:instancePath+"/blocks/" + i0+"/template",schemaPath:"block-instance.schema.json/properties/template/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)+$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/blocks/" + i0+"/template",schemaPath:"block-instance.schema.json/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data16.version !== undefined){
let data18 = data16.version;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err40 = {instancePath:instancePath+"/blocks/" + i0+"/version",schemaPath:"block-instance.schema.json/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err41 = {instancePath:instancePath+"/blocks/" + i0+"/version",schemaPath:"block-instance.schema.json/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
let data19 = data16.fields;
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
const err42 = {instancePath:instancePath+"/blocks/" + i0+"/fields",schemaPath:"block-instance.schema.json/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
let data20 = data16.groups;
if(Array.isArray(data20)){
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
const err43 = {instancePath:instancePath+"/blocks/" + i0+"/groups/" + i1,schemaPath:"block-instance.schema.json/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/blocks/" + i0+"/groups",schemaPath:"block-instance.schema.json/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/blocks",schemaPath:"#/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern62 = new RegExp("^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$", "u");

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/content-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pages === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.settings === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "pages") || (key0 === "settings"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.pages !== undefined){
let data0 = data.pages;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate53(data0[i0], {instancePath:instancePath+"/pages/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.settings !== undefined){
let data2 = data.settings;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.key === undefined){
const err4 = {instancePath:instancePath+"/settings/" + i1,schemaPath:"setting.schema.json/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.value === undefined){
const err5 = {instancePath:instancePath+"/settings/" + i1,schemaPath:"setting.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "key") || (key1 === "value"))){
const err6 = {instancePath:instancePath+"/settings/" + i1,schemaPath:"setting.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.key !== undefined){
let data4 = data3.key;
if(typeof data4 === "string"){
if(func2(data4) > 200){
const err7 = {instancePath:instancePath+"/settings/" + i1+"/key",schemaPath:"setting.schema.json/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data4) < 1){
const err8 = {instancePath:instancePath+"/settings/" + i1+"/key",schemaPath:"setting.schema.json/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern62.test(data4)){
const err9 = {instancePath:instancePath+"/settings/" + i1+"/key",schemaPath:"setting.schema.json/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"},message:"must match pattern \""+"^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/settings/" + i1+"/key",schemaPath:"setting.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.value !== undefined){
let data5 = data3.value;
if(typeof data5 === "string"){
if(func2(data5) > 200000){
const err11 = {instancePath:instancePath+"/settings/" + i1+"/value",schemaPath:"setting.schema.json/properties/value/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/settings/" + i1+"/value",schemaPath:"setting.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/settings/" + i1,schemaPath:"setting.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateIdParams = validate56;
const schema78 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/id-params.schema.json","title":"IdParams","description":"A numeric id in the URL.","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647}},"required":["id"]};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/id-params.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "id")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateImageSizeParams = validate57;
const schema79 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/image-size-params.schema.json","title":"ImageSizeParams","description":"A picture id, a width and a height with its format, e.g. 640/h/360.jpg.","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"w":{"type":"string","maxLength":10,"pattern":"^[^\\u0000]*$","minLength":1},"spec":{"type":"string","maxLength":40,"pattern":"^[^\\u0000]*$","minLength":1}},"required":["id","w","spec"]};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/image-size-params.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.w === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.spec === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "w")) || (key0 === "spec"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.w !== undefined){
let data1 = data.w;
if(typeof data1 === "string"){
if(func2(data1) > 10){
const err7 = {instancePath:instancePath+"/w",schemaPath:"#/properties/w/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/w",schemaPath:"#/properties/w/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern53.test(data1)){
const err9 = {instancePath:instancePath+"/w",schemaPath:"#/properties/w/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/w",schemaPath:"#/properties/w/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.spec !== undefined){
let data2 = data.spec;
if(typeof data2 === "string"){
if(func2(data2) > 40){
const err11 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern53.test(data2)){
const err13 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateImageVariants = validate58;
const schema80 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/image-variants.schema.json","title":"ImageVariants","description":"A picture and its variants at the catalogue's sizes.","type":"object","additionalProperties":false,"properties":{"data":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"alt":{"type":"string"},"mime":{"type":"string"},"width":{"type":"integer"},"height":{"type":"integer"},"variants":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"width":{"type":"integer"},"height":{"type":"integer"},"url":{"type":"string"}},"required":["width","height","url"]}}},"required":["id","alt","mime","width","height","variants"]}},"required":["data"]};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/image-variants.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.alt === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.mime === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "mime"},message:"must have required property '"+"mime"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.width === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.height === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.variants === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "variants"},message:"must have required property '"+"variants"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data0){
if(!((((((key1 === "id") || (key1 === "alt")) || (key1 === "mime")) || (key1 === "width")) || (key1 === "height")) || (key1 === "variants"))){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data0.alt !== undefined){
if(typeof data0.alt !== "string"){
const err12 = {instancePath:instancePath+"/data/alt",schemaPath:"#/properties/data/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.mime !== undefined){
if(typeof data0.mime !== "string"){
const err13 = {instancePath:instancePath+"/data/mime",schemaPath:"#/properties/data/properties/mime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.width !== undefined){
let data4 = data0.width;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/data/width",schemaPath:"#/properties/data/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.height !== undefined){
let data5 = data0.height;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/data/height",schemaPath:"#/properties/data/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.variants !== undefined){
let data6 = data0.variants;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.width === undefined){
const err16 = {instancePath:instancePath+"/data/variants/" + i0,schemaPath:"#/properties/data/properties/variants/items/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7.height === undefined){
const err17 = {instancePath:instancePath+"/data/variants/" + i0,schemaPath:"#/properties/data/properties/variants/items/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.url === undefined){
const err18 = {instancePath:instancePath+"/data/variants/" + i0,schemaPath:"#/properties/data/properties/variants/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "width") || (key2 === "height")) || (key2 === "url"))){
const err19 = {instancePath:instancePath+"/data/variants/" + i0,schemaPath:"#/properties/data/properties/variants/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.width !== undefined){
let data8 = data7.width;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/data/variants/" + i0+"/width",schemaPath:"#/properties/data/properties/variants/items/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data7.height !== undefined){
let data9 = data7.height;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/data/variants/" + i0+"/height",schemaPath:"#/properties/data/properties/variants/items/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.url !== undefined){
if(typeof data7.url !== "string"){
const err22 = {instancePath:instancePath+"/data/variants/" + i0+"/url",schemaPath:"#/properties/data/properties/variants/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/data/variants/" + i0,schemaPath:"#/properties/data/properties/variants/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/data/variants",schemaPath:"#/properties/data/properties/variants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateImageWidthParams = validate59;
const schema81 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/image-width-params.schema.json","title":"ImageWidthParams","description":"A picture id and a width with its format, e.g. 640.webp.","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"spec":{"type":"string","maxLength":40,"pattern":"^[^\\u0000]*$","minLength":1}},"required":["id","spec"]};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/image-width-params.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.spec === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "id") || (key0 === "spec"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.spec !== undefined){
let data1 = data.spec;
if(typeof data1 === "string"){
if(func2(data1) > 40){
const err6 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern53.test(data1)){
const err8 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateLoginBody = validate60;
const schema82 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/login-body.schema.json","title":"LoginBody","description":"A sign-in with e-mail and password.","type":"object","additionalProperties":false,"properties":{"email":{"title":"البريد الإلكتروني","type":"string","minLength":1,"maxLength":320,"pattern":"^[^\\u0000]*$"},"password":{"title":"كلمة المرور","type":"string","minLength":1,"maxLength":1024}},"required":["email","password"]};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/login-body.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "email") || (key0 === "password"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func2(data0) > 320){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern53.test(data0)){
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func2(data1) > 1024){
const err7 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMediaAlt = validate61;
const schema83 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/media-alt.schema.json","title":"MediaAlt","description":"A picture's alternative text.","type":"object","additionalProperties":false,"properties":{"alt":{"title":"النص البديل","type":"string","maxLength":1000,"pattern":"^[^\\u0000]*$"}},"required":["alt"]};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/media-alt.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "alt")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.alt !== undefined){
let data0 = data.alt;
if(typeof data0 === "string"){
if(func2(data0) > 1000){
const err2 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern53.test(data0)){
const err3 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMediaDocument = validate62;
const schema84 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/media-document.schema.json","title":"MediaDocument","description":"One library picture.","type":"object","additionalProperties":false,"properties":{"data":{"$ref":"media-item.schema.json"}},"required":["data"]};
const schema85 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/media-item.schema.json","title":"MediaItem","description":"A library picture without its bytes.","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"filename":{"type":"string"},"mime":{"type":"string"},"alt":{"type":"string"},"width":{"type":"integer"},"height":{"type":"integer"},"size_bytes":{"type":"integer"},"created_at":{"type":"string","description":"ISO 8601 date and time."},"url":{"type":"string"},"thumbnail_url":{"type":"string"}},"required":["id","filename","mime","alt","width","height","size_bytes","created_at","url","thumbnail_url"]};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/media-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.filename === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "filename"},message:"must have required property '"+"filename"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.mime === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "mime"},message:"must have required property '"+"mime"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.alt === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.width === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.height === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.size_bytes === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "size_bytes"},message:"must have required property '"+"size_bytes"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.created_at === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.url === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.thumbnail_url === undefined){
const err11 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "thumbnail_url"},message:"must have required property '"+"thumbnail_url"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data0){
if(!(func1.call(schema85.properties, key1))){
const err12 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err13 = {instancePath:instancePath+"/data/id",schemaPath:"media-item.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/data/id",schemaPath:"media-item.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/data/id",schemaPath:"media-item.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data0.filename !== undefined){
if(typeof data0.filename !== "string"){
const err16 = {instancePath:instancePath+"/data/filename",schemaPath:"media-item.schema.json/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.mime !== undefined){
if(typeof data0.mime !== "string"){
const err17 = {instancePath:instancePath+"/data/mime",schemaPath:"media-item.schema.json/properties/mime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.alt !== undefined){
if(typeof data0.alt !== "string"){
const err18 = {instancePath:instancePath+"/data/alt",schemaPath:"media-item.schema.json/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.width !== undefined){
let data5 = data0.width;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/data/width",schemaPath:"media-item.schema.json/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.height !== undefined){
let data6 = data0.height;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/data/height",schemaPath:"media-item.schema.json/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.size_bytes !== undefined){
let data7 = data0.size_bytes;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/data/size_bytes",schemaPath:"media-item.schema.json/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.created_at !== undefined){
if(typeof data0.created_at !== "string"){
const err22 = {instancePath:instancePath+"/data/created_at",schemaPath:"media-item.schema.json/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.url !== undefined){
if(typeof data0.url !== "string"){
const err23 = {instancePath:instancePath+"/data/url",schemaPath:"media-item.schema.json/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data0.thumbnail_url !== undefined){
if(typeof data0.thumbnail_url !== "string"){
const err24 = {instancePath:instancePath+"/data/thumbnail_url",schemaPath:"media-item.schema.json/properties/thumbnail_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/data",schemaPath:"media-item.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMediaItem = validate63;

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/media-item.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.filename === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "filename"},message:"must have required property '"+"filename"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mime === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mime"},message:"must have required property '"+"mime"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.alt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.width === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.height === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.size_bytes === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "size_bytes"},message:"must have required property '"+"size_bytes"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.created_at === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.url === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.thumbnail_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "thumbnail_url"},message:"must have required property '"+"thumbnail_url"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema85.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.filename !== undefined){
if(typeof data.filename !== "string"){
const err14 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.mime !== undefined){
if(typeof data.mime !== "string"){
const err15 = {instancePath:instancePath+"/mime",schemaPath:"#/properties/mime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.alt !== undefined){
if(typeof data.alt !== "string"){
const err16 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.width !== undefined){
let data4 = data.width;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.height !== undefined){
let data5 = data.height;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.size_bytes !== undefined){
let data6 = data.size_bytes;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/size_bytes",schemaPath:"#/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.created_at !== undefined){
if(typeof data.created_at !== "string"){
const err20 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.thumbnail_url !== undefined){
if(typeof data.thumbnail_url !== "string"){
const err22 = {instancePath:instancePath+"/thumbnail_url",schemaPath:"#/properties/thumbnail_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMediaList = validate64;
const schema87 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/media-list.schema.json","title":"MediaList","description":"One page of the library, newest first, and how many match.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"$ref":"media-item.schema.json"}},"total":{"type":"integer"}},"required":["data","total"]};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/media-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.total === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "data") || (key0 === "total"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.filename === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "filename"},message:"must have required property '"+"filename"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.mime === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "mime"},message:"must have required property '"+"mime"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.alt === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.width === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.height === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "height"},message:"must have required property '"+"height"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.size_bytes === undefined){
const err9 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "size_bytes"},message:"must have required property '"+"size_bytes"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.created_at === undefined){
const err10 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.url === undefined){
const err11 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.thumbnail_url === undefined){
const err12 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/required",keyword:"required",params:{missingProperty: "thumbnail_url"},message:"must have required property '"+"thumbnail_url"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data1){
if(!(func1.call(schema85.properties, key1))){
const err13 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"media-item.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"media-item.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"media-item.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data1.filename !== undefined){
if(typeof data1.filename !== "string"){
const err17 = {instancePath:instancePath+"/data/" + i0+"/filename",schemaPath:"media-item.schema.json/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.mime !== undefined){
if(typeof data1.mime !== "string"){
const err18 = {instancePath:instancePath+"/data/" + i0+"/mime",schemaPath:"media-item.schema.json/properties/mime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.alt !== undefined){
if(typeof data1.alt !== "string"){
const err19 = {instancePath:instancePath+"/data/" + i0+"/alt",schemaPath:"media-item.schema.json/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.width !== undefined){
let data6 = data1.width;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/data/" + i0+"/width",schemaPath:"media-item.schema.json/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.height !== undefined){
let data7 = data1.height;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/data/" + i0+"/height",schemaPath:"media-item.schema.json/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.size_bytes !== undefined){
let data8 = data1.size_bytes;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/data/" + i0+"/size_bytes",schemaPath:"media-item.schema.json/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.created_at !== undefined){
if(typeof data1.created_at !== "string"){
const err23 = {instancePath:instancePath+"/data/" + i0+"/created_at",schemaPath:"media-item.schema.json/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.url !== undefined){
if(typeof data1.url !== "string"){
const err24 = {instancePath:instancePath+"/data/" + i0+"/url",schemaPath:"media-item.schema.json/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.thumbnail_url !== undefined){
if(typeof data1.thumbnail_url !== "string"){
const err25 = {instancePath:instancePath+"/data/" + i0+"/thumbnail_url",schemaPath:"media-item.schema.json/properties/thumbnail_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/data/" + i0,schemaPath:"media-item.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.total !== undefined){
let data12 = data.total;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMediaListQuery = validate65;
const schema89 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/media-list-query.schema.json","title":"MediaListQuery","description":"Search and page of the media library.","type":"object","additionalProperties":false,"properties":{"q":{"type":"string","maxLength":200,"pattern":"^[^\\u0000]*$"},"page":{"type":"integer","minimum":1,"maximum":100000},"per_page":{"type":"integer","minimum":1,"maximum":100}}};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/media-list-query.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "q") || (key0 === "page")) || (key0 === "per_page"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.q !== undefined){
let data0 = data.q;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err1 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern53.test(data0)){
const err2 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.page !== undefined){
let data1 = data.page;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.per_page !== undefined){
let data2 = data.per_page;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMetahead = validate66;
const schema90 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/metahead.schema.json","title":"Metahead","description":"A snippet of script, style or HTML written into site pages (site-wide, or one page's).","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"rdx_core_page_id":{"type":["integer","null"]},"reload_on_each_page":{"type":"boolean"},"in_body":{"type":"boolean"},"content":{"type":"string"},"language":{"type":"string"},"sequence":{"type":"integer"}},"required":["id","rdx_core_page_id","reload_on_each_page","in_body","content","language","sequence"]};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/metahead.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.rdx_core_page_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rdx_core_page_id"},message:"must have required property '"+"rdx_core_page_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.reload_on_each_page === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reload_on_each_page"},message:"must have required property '"+"reload_on_each_page"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.in_body === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "in_body"},message:"must have required property '"+"in_body"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.content === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.language === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sequence === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sequence"},message:"must have required property '"+"sequence"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "rdx_core_page_id")) || (key0 === "reload_on_each_page")) || (key0 === "in_body")) || (key0 === "content")) || (key0 === "language")) || (key0 === "sequence"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.rdx_core_page_id !== undefined){
let data1 = data.rdx_core_page_id;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
const err11 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/type",keyword:"type",params:{type: schema90.properties.rdx_core_page_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.reload_on_each_page !== undefined){
if(typeof data.reload_on_each_page !== "boolean"){
const err12 = {instancePath:instancePath+"/reload_on_each_page",schemaPath:"#/properties/reload_on_each_page/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.in_body !== undefined){
if(typeof data.in_body !== "boolean"){
const err13 = {instancePath:instancePath+"/in_body",schemaPath:"#/properties/in_body/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err14 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.language !== undefined){
if(typeof data.language !== "string"){
const err15 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.sequence !== undefined){
let data6 = data.sequence;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMetaheadCreate = validate67;
const schema91 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/metahead-create.schema.json","title":"MetaheadCreate","description":"A new metahead.","type":"object","additionalProperties":false,"properties":{"language":{"title":"اللغة","enum":["javascript","js-src","css","sass","scss","html"]},"content":{"title":"المحتوى","type":"string","maxLength":100000},"sequence":{"title":"الترتيب","type":"integer","minimum":-2147483648,"maximum":2147483647},"in_body":{"type":"boolean"},"reload_on_each_page":{"type":"boolean"},"rdx_core_page_id":{"oneOf":[{"type":"null"},{"type":"integer","minimum":1,"maximum":2147483647}]}},"required":["language"]};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/metahead-create.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "language") || (key0 === "content")) || (key0 === "sequence")) || (key0 === "in_body")) || (key0 === "reload_on_each_page")) || (key0 === "rdx_core_page_id"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.language !== undefined){
let data0 = data.language;
if(!((((((data0 === "javascript") || (data0 === "js-src")) || (data0 === "css")) || (data0 === "sass")) || (data0 === "scss")) || (data0 === "html"))){
const err2 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/enum",keyword:"enum",params:{allowedValues: schema91.properties.language.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 === "string"){
if(func2(data1) > 100000){
const err3 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.sequence !== undefined){
let data2 = data.sequence;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < -2147483648 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.in_body !== undefined){
if(typeof data.in_body !== "boolean"){
const err8 = {instancePath:instancePath+"/in_body",schemaPath:"#/properties/in_body/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.reload_on_each_page !== undefined){
if(typeof data.reload_on_each_page !== "boolean"){
const err9 = {instancePath:instancePath+"/reload_on_each_page",schemaPath:"#/properties/reload_on_each_page/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.rdx_core_page_id !== undefined){
let data5 = data.rdx_core_page_id;
const _errs12 = errors;
let valid1 = false;
let passing0 = null;
const _errs13 = errors;
if(data5 !== null){
const err10 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err14 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMetaheadDocument = validate68;
const schema92 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/metahead-document.schema.json","title":"MetaheadDocument","description":"One metahead.","type":"object","additionalProperties":false,"properties":{"data":{"$ref":"metahead.schema.json"}},"required":["data"]};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/metahead-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.rdx_core_page_id === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "rdx_core_page_id"},message:"must have required property '"+"rdx_core_page_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.reload_on_each_page === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "reload_on_each_page"},message:"must have required property '"+"reload_on_each_page"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.in_body === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "in_body"},message:"must have required property '"+"in_body"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.content === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.language === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.sequence === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "sequence"},message:"must have required property '"+"sequence"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data0){
if(!(((((((key1 === "id") || (key1 === "rdx_core_page_id")) || (key1 === "reload_on_each_page")) || (key1 === "in_body")) || (key1 === "content")) || (key1 === "language")) || (key1 === "sequence"))){
const err9 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/data/id",schemaPath:"metahead.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/data/id",schemaPath:"metahead.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/data/id",schemaPath:"metahead.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data0.rdx_core_page_id !== undefined){
let data2 = data0.rdx_core_page_id;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err13 = {instancePath:instancePath+"/data/rdx_core_page_id",schemaPath:"metahead.schema.json/properties/rdx_core_page_id/type",keyword:"type",params:{type: schema90.properties.rdx_core_page_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.reload_on_each_page !== undefined){
if(typeof data0.reload_on_each_page !== "boolean"){
const err14 = {instancePath:instancePath+"/data/reload_on_each_page",schemaPath:"metahead.schema.json/properties/reload_on_each_page/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.in_body !== undefined){
if(typeof data0.in_body !== "boolean"){
const err15 = {instancePath:instancePath+"/data/in_body",schemaPath:"metahead.schema.json/properties/in_body/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.content !== undefined){
if(typeof data0.content !== "string"){
const err16 = {instancePath:instancePath+"/data/content",schemaPath:"metahead.schema.json/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.language !== undefined){
if(typeof data0.language !== "string"){
const err17 = {instancePath:instancePath+"/data/language",schemaPath:"metahead.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.sequence !== undefined){
let data7 = data0.sequence;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/data/sequence",schemaPath:"metahead.schema.json/properties/sequence/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/data",schemaPath:"metahead.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMetaheadList = validate69;
const schema94 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/metahead-list.schema.json","title":"MetaheadList","description":"Every metahead in sequence order.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"$ref":"metahead.schema.json"}}},"required":["data"]};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/metahead-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.rdx_core_page_id === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "rdx_core_page_id"},message:"must have required property '"+"rdx_core_page_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.reload_on_each_page === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "reload_on_each_page"},message:"must have required property '"+"reload_on_each_page"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.in_body === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "in_body"},message:"must have required property '"+"in_body"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.content === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.language === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.sequence === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "sequence"},message:"must have required property '"+"sequence"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data1){
if(!(((((((key1 === "id") || (key1 === "rdx_core_page_id")) || (key1 === "reload_on_each_page")) || (key1 === "in_body")) || (key1 === "content")) || (key1 === "language")) || (key1 === "sequence"))){
const err9 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"metahead.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"metahead.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"metahead.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data1.rdx_core_page_id !== undefined){
let data3 = data1.rdx_core_page_id;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err13 = {instancePath:instancePath+"/data/" + i0+"/rdx_core_page_id",schemaPath:"metahead.schema.json/properties/rdx_core_page_id/type",keyword:"type",params:{type: schema90.properties.rdx_core_page_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.reload_on_each_page !== undefined){
if(typeof data1.reload_on_each_page !== "boolean"){
const err14 = {instancePath:instancePath+"/data/" + i0+"/reload_on_each_page",schemaPath:"metahead.schema.json/properties/reload_on_each_page/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.in_body !== undefined){
if(typeof data1.in_body !== "boolean"){
const err15 = {instancePath:instancePath+"/data/" + i0+"/in_body",schemaPath:"metahead.schema.json/properties/in_body/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.content !== undefined){
if(typeof data1.content !== "string"){
const err16 = {instancePath:instancePath+"/data/" + i0+"/content",schemaPath:"metahead.schema.json/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.language !== undefined){
if(typeof data1.language !== "string"){
const err17 = {instancePath:instancePath+"/data/" + i0+"/language",schemaPath:"metahead.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.sequence !== undefined){
let data8 = data1.sequence;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err18 = {instancePath:instancePath+"/data/" + i0+"/sequence",schemaPath:"metahead.schema.json/properties/sequence/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/data/" + i0,schemaPath:"metahead.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMetaheadPatch = validate70;
const schema96 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/metahead-patch.schema.json","title":"MetaheadPatch","description":"Changes to a metahead.","type":"object","additionalProperties":false,"properties":{"language":{"title":"اللغة","enum":["javascript","js-src","css","sass","scss","html"]},"content":{"title":"المحتوى","type":"string","maxLength":100000},"sequence":{"title":"الترتيب","type":"integer","minimum":-2147483648,"maximum":2147483647},"in_body":{"type":"boolean"},"reload_on_each_page":{"type":"boolean"},"rdx_core_page_id":{"oneOf":[{"type":"null"},{"type":"integer","minimum":1,"maximum":2147483647}]}}};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/metahead-patch.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "language") || (key0 === "content")) || (key0 === "sequence")) || (key0 === "in_body")) || (key0 === "reload_on_each_page")) || (key0 === "rdx_core_page_id"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.language !== undefined){
let data0 = data.language;
if(!((((((data0 === "javascript") || (data0 === "js-src")) || (data0 === "css")) || (data0 === "sass")) || (data0 === "scss")) || (data0 === "html"))){
const err1 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/enum",keyword:"enum",params:{allowedValues: schema96.properties.language.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 === "string"){
if(func2(data1) > 100000){
const err2 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sequence !== undefined){
let data2 = data.sequence;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < -2147483648 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.in_body !== undefined){
if(typeof data.in_body !== "boolean"){
const err7 = {instancePath:instancePath+"/in_body",schemaPath:"#/properties/in_body/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reload_on_each_page !== undefined){
if(typeof data.reload_on_each_page !== "boolean"){
const err8 = {instancePath:instancePath+"/reload_on_each_page",schemaPath:"#/properties/reload_on_each_page/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.rdx_core_page_id !== undefined){
let data5 = data.rdx_core_page_id;
const _errs12 = errors;
let valid1 = false;
let passing0 = null;
const _errs13 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err13 = {instancePath:instancePath+"/rdx_core_page_id",schemaPath:"#/properties/rdx_core_page_id/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMetaheadResourceList = validate71;
const schema97 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/metahead-resource-list.schema.json","title":"MetaheadResourceList","description":"Metaheads as JSON:API resources.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"type":{"const":"metahead"},"attributes":{"$ref":"metahead.schema.json"}},"required":["id","type","attributes"]}}},"required":["data"]};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/metahead-resource-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.type === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.attributes === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "id") || (key1 === "type")) || (key1 === "attributes"))){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err6 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"#/properties/data/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.type !== undefined){
if("metahead" !== data1.type){
const err7 = {instancePath:instancePath+"/data/" + i0+"/type",schemaPath:"#/properties/data/items/properties/type/const",keyword:"const",params:{allowedValue: "metahead"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.attributes !== undefined){
let data4 = data1.attributes;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.rdx_core_page_id === undefined){
const err9 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "rdx_core_page_id"},message:"must have required property '"+"rdx_core_page_id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.reload_on_each_page === undefined){
const err10 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "reload_on_each_page"},message:"must have required property '"+"reload_on_each_page"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.in_body === undefined){
const err11 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "in_body"},message:"must have required property '"+"in_body"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.content === undefined){
const err12 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.language === undefined){
const err13 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.sequence === undefined){
const err14 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/required",keyword:"required",params:{missingProperty: "sequence"},message:"must have required property '"+"sequence"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key2 in data4){
if(!(((((((key2 === "id") || (key2 === "rdx_core_page_id")) || (key2 === "reload_on_each_page")) || (key2 === "in_body")) || (key2 === "content")) || (key2 === "language")) || (key2 === "sequence"))){
const err15 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.id !== undefined){
let data5 = data4.id;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/data/" + i0+"/attributes/id",schemaPath:"metahead.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/data/" + i0+"/attributes/id",schemaPath:"metahead.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/data/" + i0+"/attributes/id",schemaPath:"metahead.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data4.rdx_core_page_id !== undefined){
let data6 = data4.rdx_core_page_id;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err19 = {instancePath:instancePath+"/data/" + i0+"/attributes/rdx_core_page_id",schemaPath:"metahead.schema.json/properties/rdx_core_page_id/type",keyword:"type",params:{type: schema90.properties.rdx_core_page_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.reload_on_each_page !== undefined){
if(typeof data4.reload_on_each_page !== "boolean"){
const err20 = {instancePath:instancePath+"/data/" + i0+"/attributes/reload_on_each_page",schemaPath:"metahead.schema.json/properties/reload_on_each_page/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.in_body !== undefined){
if(typeof data4.in_body !== "boolean"){
const err21 = {instancePath:instancePath+"/data/" + i0+"/attributes/in_body",schemaPath:"metahead.schema.json/properties/in_body/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.content !== undefined){
if(typeof data4.content !== "string"){
const err22 = {instancePath:instancePath+"/data/" + i0+"/attributes/content",schemaPath:"metahead.schema.json/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.language !== undefined){
if(typeof data4.language !== "string"){
const err23 = {instancePath:instancePath+"/data/" + i0+"/attributes/language",schemaPath:"metahead.schema.json/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.sequence !== undefined){
let data11 = data4.sequence;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/data/" + i0+"/attributes/sequence",schemaPath:"metahead.schema.json/properties/sequence/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"metahead.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMetaheadsQuery = validate72;
const schema99 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/metaheads-query.schema.json","title":"MetaheadsQuery","description":"Filter of GET /metaheads: a page's own metaheads and the site-wide ones.","type":"object","additionalProperties":true,"properties":{"q[page_id_equal_or_null]":{"description":"A page id; empty for the site-wide metaheads only.","type":["integer","null"],"minimum":1,"maximum":2147483647}}};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/metaheads-query.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["q[page_id_equal_or_null]"] !== undefined){
let data0 = data["q[page_id_equal_or_null]"];
if((!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) && (data0 !== null)){
const err0 = {instancePath:instancePath+"/q[page_id_equal_or_null]",schemaPath:"#/properties/q%5Bpage_id_equal_or_null%5D/type",keyword:"type",params:{type: schema99.properties["q[page_id_equal_or_null]"].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/q[page_id_equal_or_null]",schemaPath:"#/properties/q%5Bpage_id_equal_or_null%5D/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/q[page_id_equal_or_null]",schemaPath:"#/properties/q%5Bpage_id_equal_or_null%5D/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOidcCallbackQuery = validate73;
const schema100 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/oidc-callback-query.schema.json","title":"OidcCallbackQuery","description":"The provider's answer: code and state, or an error.","type":"object","additionalProperties":true,"properties":{"code":{"type":"string","maxLength":4000,"pattern":"^[^\\u0000]*$"},"state":{"type":"string","maxLength":1000,"pattern":"^[^\\u0000]*$"},"iss":{"type":"string","maxLength":2000,"pattern":"^[^\\u0000]*$"},"error":{"type":"string","maxLength":200,"pattern":"^[^\\u0000]*$"},"error_description":{"type":"string","maxLength":2000,"pattern":"^[^\\u0000]*$"}}};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/oidc-callback-query.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func2(data0) > 4000){
const err0 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern53.test(data0)){
const err1 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.state !== undefined){
let data1 = data.state;
if(typeof data1 === "string"){
if(func2(data1) > 1000){
const err3 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern53.test(data1)){
const err4 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.iss !== undefined){
let data2 = data.iss;
if(typeof data2 === "string"){
if(func2(data2) > 2000){
const err6 = {instancePath:instancePath+"/iss",schemaPath:"#/properties/iss/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern53.test(data2)){
const err7 = {instancePath:instancePath+"/iss",schemaPath:"#/properties/iss/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/iss",schemaPath:"#/properties/iss/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.error !== undefined){
let data3 = data.error;
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err9 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern53.test(data3)){
const err10 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.error_description !== undefined){
let data4 = data.error_description;
if(typeof data4 === "string"){
if(func2(data4) > 2000){
const err12 = {instancePath:instancePath+"/error_description",schemaPath:"#/properties/error_description/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern53.test(data4)){
const err13 = {instancePath:instancePath+"/error_description",schemaPath:"#/properties/error_description/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/error_description",schemaPath:"#/properties/error_description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOidcStartQuery = validate74;
const schema101 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/oidc-start-query.schema.json","title":"OidcStartQuery","description":"Where to go after single sign-on.","type":"object","additionalProperties":true,"properties":{"returnTo":{"type":"string","maxLength":2000,"pattern":"^[^\\u0000]*$"}}};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/oidc-start-query.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.returnTo !== undefined){
let data0 = data.returnTo;
if(typeof data0 === "string"){
if(func2(data0) > 2000){
const err0 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern53.test(data0)){
const err1 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/returnTo",schemaPath:"#/properties/returnTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOpenapiDocument = validate75;
const schema102 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/openapi-document.schema.json","title":"OpenapiDocument","description":"This API's OpenAPI 3.1 description.","type":"object","required":["openapi","paths"],"additionalProperties":true,"properties":{"openapi":{"type":"string"}}};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/openapi-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.openapi === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "openapi"},message:"must have required property '"+"openapi"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.paths === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.openapi !== undefined){
if(typeof data.openapi !== "string"){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePage = validate53;

export const validatePageCreate = validate76;
const schema103 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-create.schema.json","title":"PageCreate","description":"A new page: its path, title and page fields (the Page schema checks each value).","type":"object","additionalProperties":false,"properties":{"path":{"$ref":"page-path.schema.json"},"title":{"type":"string"},"page_type":{"enum":["page","folder","news"]},"meta_title":{"type":["string","null"]},"meta_description":{"type":["string","null"]},"image_id":{"$ref":"../shared/value-rules.schema.json#/$defs/image-id","type":["integer","null"]},"canonical_url":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]},"disable_seo_tracking":{"type":"boolean"},"type":{"enum":[null,"url_redirection"]},"to":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]},"http_code":{"enum":[null,301,302,303,307,308]},"link_type":{"enum":[null,"internal","external","file"]},"redirect_path":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]},"link_new_window":{"type":"boolean"},"external_meta_image":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]}},"required":["path","title"]};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-create.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema103.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 === "string"){
if(func2(data0) > 500){
const err3 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern56.test(data0)){
const err5 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/pattern",keyword:"pattern",params:{pattern: "^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"},message:"must match pattern \""+"^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.page_type !== undefined){
let data2 = data.page_type;
if(!(((data2 === "page") || (data2 === "folder")) || (data2 === "news"))){
const err8 = {instancePath:instancePath+"/page_type",schemaPath:"#/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema103.properties.page_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.meta_title !== undefined){
let data3 = data.meta_title;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/meta_title",schemaPath:"#/properties/meta_title/type",keyword:"type",params:{type: schema103.properties.meta_title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.meta_description !== undefined){
let data4 = data.meta_description;
if((typeof data4 !== "string") && (data4 !== null)){
const err10 = {instancePath:instancePath+"/meta_description",schemaPath:"#/properties/meta_description/type",keyword:"type",params:{type: schema103.properties.meta_description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.image_id !== undefined){
let data5 = data.image_id;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err11 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/type",keyword:"type",params:{type: schema103.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/image_id",schemaPath:"../shared/value-rules.schema.json#/$defs/image-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/image_id",schemaPath:"../shared/value-rules.schema.json#/$defs/image-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.canonical_url !== undefined){
let data6 = data.canonical_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err14 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: schema103.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err15 = {instancePath:instancePath+"/canonical_url",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.disable_seo_tracking !== undefined){
if(typeof data.disable_seo_tracking !== "boolean"){
const err16 = {instancePath:instancePath+"/disable_seo_tracking",schemaPath:"#/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.type !== undefined){
let data8 = data.type;
if(!((data8 === null) || (data8 === "url_redirection"))){
const err17 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema103.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.to !== undefined){
let data9 = data.to;
if((typeof data9 !== "string") && (data9 !== null)){
const err18 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: schema103.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data9 === "string"){
if(!pattern6.test(data9)){
const err19 = {instancePath:instancePath+"/to",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.http_code !== undefined){
let data10 = data.http_code;
if(!((((((data10 === null) || (data10 === 301)) || (data10 === 302)) || (data10 === 303)) || (data10 === 307)) || (data10 === 308))){
const err20 = {instancePath:instancePath+"/http_code",schemaPath:"#/properties/http_code/enum",keyword:"enum",params:{allowedValues: schema103.properties.http_code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.link_type !== undefined){
let data11 = data.link_type;
if(!((((data11 === null) || (data11 === "internal")) || (data11 === "external")) || (data11 === "file"))){
const err21 = {instancePath:instancePath+"/link_type",schemaPath:"#/properties/link_type/enum",keyword:"enum",params:{allowedValues: schema103.properties.link_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.redirect_path !== undefined){
let data12 = data.redirect_path;
if((typeof data12 !== "string") && (data12 !== null)){
const err22 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/type",keyword:"type",params:{type: schema103.properties.redirect_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data12 === "string"){
if(!pattern6.test(data12)){
const err23 = {instancePath:instancePath+"/redirect_path",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.link_new_window !== undefined){
if(typeof data.link_new_window !== "boolean"){
const err24 = {instancePath:instancePath+"/link_new_window",schemaPath:"#/properties/link_new_window/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.external_meta_image !== undefined){
let data14 = data.external_meta_image;
if((typeof data14 !== "string") && (data14 !== null)){
const err25 = {instancePath:instancePath+"/external_meta_image",schemaPath:"#/properties/external_meta_image/type",keyword:"type",params:{type: schema103.properties.external_meta_image.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data14 === "string"){
if(!pattern6.test(data14)){
const err26 = {instancePath:instancePath+"/external_meta_image",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageDetailDocument = validate77;
const schema110 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-detail-document.schema.json","title":"PageDetailDocument","description":"Every column of a page, its working state and who else has it open.","type":"object","additionalProperties":false,"properties":{"data":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"path":{"type":"string"},"page_type":{"enum":["page","folder","news"]},"title":{"type":"string"},"meta_title":{"type":["string","null"]},"meta_description":{"type":["string","null"]},"image_id":{"type":["integer","null"]},"external_meta_image":{"type":["string","null"]},"canonical_url":{"type":["string","null"]},"disable_seo_tracking":{"type":"boolean"},"type":{"type":["string","null"]},"to":{"type":["string","null"]},"http_code":{"type":["integer","null"]},"link_type":{"enum":[null,"internal","external","file"]},"redirect_path":{"type":["string","null"]},"link_new_window":{"type":"boolean"},"blocks":{"type":"array","description":"Stored blocks as written (each a BlockInstance of its schema version; readers migrate older ones).","items":{}},"is_published":{"type":"boolean"},"draft":{"type":["object","null"],"additionalProperties":true,"description":"The unpublished working copy, or null."},"revision":{"type":"integer"},"published_version":{"type":["integer","null"]},"updated_by":{"type":["integer","null"]},"created_at":{"type":"string","description":"ISO 8601 date and time."},"updated_at":{"type":"string","description":"ISO 8601 date and time."},"has_draft":{"type":"boolean"},"updated_by_label":{"type":["string","null"]},"editors":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["email","seen_at"],"properties":{"email":{"type":"string"},"seen_at":{"type":"string","description":"ISO 8601 date and time."}}}}},"required":["id","path","page_type","title","meta_title","meta_description","image_id","external_meta_image","canonical_url","disable_seo_tracking","type","to","http_code","link_type","redirect_path","link_new_window","blocks","is_published","draft","revision","published_version","updated_by","created_at","updated_at","has_draft","updated_by_label","editors"]}},"required":["data"]};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-detail-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.path === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.page_type === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "page_type"},message:"must have required property '"+"page_type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.title === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.meta_title === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "meta_title"},message:"must have required property '"+"meta_title"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.meta_description === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "meta_description"},message:"must have required property '"+"meta_description"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.image_id === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "image_id"},message:"must have required property '"+"image_id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.external_meta_image === undefined){
const err9 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "external_meta_image"},message:"must have required property '"+"external_meta_image"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.canonical_url === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "canonical_url"},message:"must have required property '"+"canonical_url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0.disable_seo_tracking === undefined){
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "disable_seo_tracking"},message:"must have required property '"+"disable_seo_tracking"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.type === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0.to === undefined){
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data0.http_code === undefined){
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "http_code"},message:"must have required property '"+"http_code"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data0.link_type === undefined){
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "link_type"},message:"must have required property '"+"link_type"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data0.redirect_path === undefined){
const err16 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "redirect_path"},message:"must have required property '"+"redirect_path"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data0.link_new_window === undefined){
const err17 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "link_new_window"},message:"must have required property '"+"link_new_window"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data0.blocks === undefined){
const err18 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "blocks"},message:"must have required property '"+"blocks"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data0.is_published === undefined){
const err19 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "is_published"},message:"must have required property '"+"is_published"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data0.draft === undefined){
const err20 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "draft"},message:"must have required property '"+"draft"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data0.revision === undefined){
const err21 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "revision"},message:"must have required property '"+"revision"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data0.published_version === undefined){
const err22 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "published_version"},message:"must have required property '"+"published_version"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data0.updated_by === undefined){
const err23 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "updated_by"},message:"must have required property '"+"updated_by"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data0.created_at === undefined){
const err24 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data0.updated_at === undefined){
const err25 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "updated_at"},message:"must have required property '"+"updated_at"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data0.has_draft === undefined){
const err26 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "has_draft"},message:"must have required property '"+"has_draft"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data0.updated_by_label === undefined){
const err27 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "updated_by_label"},message:"must have required property '"+"updated_by_label"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data0.editors === undefined){
const err28 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "editors"},message:"must have required property '"+"editors"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key1 in data0){
if(!(func1.call(schema110.properties.data.properties, key1))){
const err29 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err30 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err31 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err32 = {instancePath:instancePath+"/data/id",schemaPath:"#/properties/data/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data0.path !== undefined){
if(typeof data0.path !== "string"){
const err33 = {instancePath:instancePath+"/data/path",schemaPath:"#/properties/data/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data0.page_type !== undefined){
let data3 = data0.page_type;
if(!(((data3 === "page") || (data3 === "folder")) || (data3 === "news"))){
const err34 = {instancePath:instancePath+"/data/page_type",schemaPath:"#/properties/data/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema110.properties.data.properties.page_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.title !== undefined){
if(typeof data0.title !== "string"){
const err35 = {instancePath:instancePath+"/data/title",schemaPath:"#/properties/data/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data0.meta_title !== undefined){
let data5 = data0.meta_title;
if((typeof data5 !== "string") && (data5 !== null)){
const err36 = {instancePath:instancePath+"/data/meta_title",schemaPath:"#/properties/data/properties/meta_title/type",keyword:"type",params:{type: schema110.properties.data.properties.meta_title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data0.meta_description !== undefined){
let data6 = data0.meta_description;
if((typeof data6 !== "string") && (data6 !== null)){
const err37 = {instancePath:instancePath+"/data/meta_description",schemaPath:"#/properties/data/properties/meta_description/type",keyword:"type",params:{type: schema110.properties.data.properties.meta_description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data0.image_id !== undefined){
let data7 = data0.image_id;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err38 = {instancePath:instancePath+"/data/image_id",schemaPath:"#/properties/data/properties/image_id/type",keyword:"type",params:{type: schema110.properties.data.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data0.external_meta_image !== undefined){
let data8 = data0.external_meta_image;
if((typeof data8 !== "string") && (data8 !== null)){
const err39 = {instancePath:instancePath+"/data/external_meta_image",schemaPath:"#/properties/data/properties/external_meta_image/type",keyword:"type",params:{type: schema110.properties.data.properties.external_meta_image.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data0.canonical_url !== undefined){
let data9 = data0.canonical_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err40 = {instancePath:instancePath+"/data/canonical_url",schemaPath:"#/properties/data/properties/canonical_url/type",keyword:"type",params:{type: schema110.properties.data.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data0.disable_seo_tracking !== undefined){
if(typeof data0.disable_seo_tracking !== "boolean"){
const err41 = {instancePath:instancePath+"/data/disable_seo_tracking",schemaPath:"#/properties/data/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data0.type !== undefined){
let data11 = data0.type;
if((typeof data11 !== "string") && (data11 !== null)){
const err42 = {instancePath:instancePath+"/data/type",schemaPath:"#/properties/data/properties/type/type",keyword:"type",params:{type: schema110.properties.data.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data0.to !== undefined){
let data12 = data0.to;
if((typeof data12 !== "string") && (data12 !== null)){
const err43 = {instancePath:instancePath+"/data/to",schemaPath:"#/properties/data/properties/to/type",keyword:"type",params:{type: schema110.properties.data.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data0.http_code !== undefined){
let data13 = data0.http_code;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err44 = {instancePath:instancePath+"/data/http_code",schemaPath:"#/properties/data/properties/http_code/type",keyword:"type",params:{type: schema110.properties.data.properties.http_code.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data0.link_type !== undefined){
let data14 = data0.link_type;
if(!((((data14 === null) || (data14 === "internal")) || (data14 === "external")) || (data14 === "file"))){
const err45 = {instancePath:instancePath+"/data/link_type",schemaPath:"#/properties/data/properties/link_type/enum",keyword:"enum",params:{allowedValues: schema110.properties.data.properties.link_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data0.redirect_path !== undefined){
let data15 = data0.redirect_path;
if((typeof data15 !== "string") && (data15 !== null)){
const err46 = {instancePath:instancePath+"/data/redirect_path",schemaPath:"#/properties/data/properties/redirect_path/type",keyword:"type",params:{type: schema110.properties.data.properties.redirect_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data0.link_new_window !== undefined){
if(typeof data0.link_new_window !== "boolean"){
const err47 = {instancePath:instancePath+"/data/link_new_window",schemaPath:"#/properties/data/properties/link_new_window/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data0.blocks !== undefined){
if(!(Array.isArray(data0.blocks))){
const err48 = {instancePath:instancePath+"/data/blocks",schemaPath:"#/properties/data/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data0.is_published !== undefined){
if(typeof data0.is_published !== "boolean"){
const err49 = {instancePath:instancePath+"/data/is_published",schemaPath:"#/properties/data/properties/is_published/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data0.draft !== undefined){
let data19 = data0.draft;
if((!(data19 && typeof data19 == "object" && !Array.isArray(data19))) && (data19 !== null)){
const err50 = {instancePath:instancePath+"/data/draft",schemaPath:"#/properties/data/properties/draft/type",keyword:"type",params:{type: schema110.properties.data.properties.draft.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data0.revision !== undefined){
let data20 = data0.revision;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err51 = {instancePath:instancePath+"/data/revision",schemaPath:"#/properties/data/properties/revision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data0.published_version !== undefined){
let data21 = data0.published_version;
if((!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) && (data21 !== null)){
const err52 = {instancePath:instancePath+"/data/published_version",schemaPath:"#/properties/data/properties/published_version/type",keyword:"type",params:{type: schema110.properties.data.properties.published_version.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data0.updated_by !== undefined){
let data22 = data0.updated_by;
if((!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))) && (data22 !== null)){
const err53 = {instancePath:instancePath+"/data/updated_by",schemaPath:"#/properties/data/properties/updated_by/type",keyword:"type",params:{type: schema110.properties.data.properties.updated_by.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data0.created_at !== undefined){
if(typeof data0.created_at !== "string"){
const err54 = {instancePath:instancePath+"/data/created_at",schemaPath:"#/properties/data/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data0.updated_at !== undefined){
if(typeof data0.updated_at !== "string"){
const err55 = {instancePath:instancePath+"/data/updated_at",schemaPath:"#/properties/data/properties/updated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data0.has_draft !== undefined){
if(typeof data0.has_draft !== "boolean"){
const err56 = {instancePath:instancePath+"/data/has_draft",schemaPath:"#/properties/data/properties/has_draft/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data0.updated_by_label !== undefined){
let data26 = data0.updated_by_label;
if((typeof data26 !== "string") && (data26 !== null)){
const err57 = {instancePath:instancePath+"/data/updated_by_label",schemaPath:"#/properties/data/properties/updated_by_label/type",keyword:"type",params:{type: schema110.properties.data.properties.updated_by_label.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data0.editors !== undefined){
let data27 = data0.editors;
if(Array.isArray(data27)){
const len0 = data27.length;
for(let i0=0; i0<len0; i0++){
let data28 = data27[i0];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.email === undefined){
const err58 = {instancePath:instancePath+"/data/editors/" + i0,schemaPath:"#/properties/data/properties/editors/items/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data28.seen_at === undefined){
const err59 = {instancePath:instancePath+"/data/editors/" + i0,schemaPath:"#/properties/data/properties/editors/items/required",keyword:"required",params:{missingProperty: "seen_at"},message:"must have required property '"+"seen_at"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key2 in data28){
if(!((key2 === "email") || (key2 === "seen_at"))){
const err60 = {instancePath:instancePath+"/data/editors/" + i0,schemaPath:"#/properties/data/properties/editors/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data28.email !== undefined){
if(typeof data28.email !== "string"){
const err61 = {instancePath:instancePath+"/data/editors/" + i0+"/email",schemaPath:"#/properties/data/properties/editors/items/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data28.seen_at !== undefined){
if(typeof data28.seen_at !== "string"){
const err62 = {instancePath:instancePath+"/data/editors/" + i0+"/seen_at",schemaPath:"#/properties/data/properties/editors/items/properties/seen_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/data/editors/" + i0,schemaPath:"#/properties/data/properties/editors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/data/editors",schemaPath:"#/properties/data/properties/editors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageDraft = validate78;
const schema111 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-draft.schema.json","title":"PageDraft","description":"A draft snapshot (title, meta fields and blocks) with the revision it started from.","type":"object","additionalProperties":false,"properties":{"revision":{"title":"المراجعة","type":"integer","minimum":1,"maximum":2147483647,"description":"The revision the change started from; a stale one is refused (409)."},"snapshot":{"type":"object","additionalProperties":true,"properties":{"title":{"type":"string"},"meta_title":{"type":["string","null"]},"meta_description":{"type":["string","null"]},"image_id":{"$ref":"../shared/value-rules.schema.json#/$defs/image-id","type":["integer","null"]},"canonical_url":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]},"disable_seo_tracking":{"type":"boolean"},"blocks":{"type":"array","maxItems":200,"items":{"type":"object"}}}}},"required":["revision","snapshot"]};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-draft.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.revision === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "revision"},message:"must have required property '"+"revision"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.snapshot === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "snapshot"},message:"must have required property '"+"snapshot"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "revision") || (key0 === "snapshot"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.revision !== undefined){
let data0 = data.revision;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.snapshot !== undefined){
let data1 = data.snapshot;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.title !== undefined){
if(typeof data1.title !== "string"){
const err6 = {instancePath:instancePath+"/snapshot/title",schemaPath:"#/properties/snapshot/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.meta_title !== undefined){
let data3 = data1.meta_title;
if((typeof data3 !== "string") && (data3 !== null)){
const err7 = {instancePath:instancePath+"/snapshot/meta_title",schemaPath:"#/properties/snapshot/properties/meta_title/type",keyword:"type",params:{type: schema111.properties.snapshot.properties.meta_title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.meta_description !== undefined){
let data4 = data1.meta_description;
if((typeof data4 !== "string") && (data4 !== null)){
const err8 = {instancePath:instancePath+"/snapshot/meta_description",schemaPath:"#/properties/snapshot/properties/meta_description/type",keyword:"type",params:{type: schema111.properties.snapshot.properties.meta_description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.image_id !== undefined){
let data5 = data1.image_id;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err9 = {instancePath:instancePath+"/snapshot/image_id",schemaPath:"#/properties/snapshot/properties/image_id/type",keyword:"type",params:{type: schema111.properties.snapshot.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/snapshot/image_id",schemaPath:"../shared/value-rules.schema.json#/$defs/image-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/snapshot/image_id",schemaPath:"../shared/value-rules.schema.json#/$defs/image-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data1.canonical_url !== undefined){
let data6 = data1.canonical_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err12 = {instancePath:instancePath+"/snapshot/canonical_url",schemaPath:"#/properties/snapshot/properties/canonical_url/type",keyword:"type",params:{type: schema111.properties.snapshot.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err13 = {instancePath:instancePath+"/snapshot/canonical_url",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data1.disable_seo_tracking !== undefined){
if(typeof data1.disable_seo_tracking !== "boolean"){
const err14 = {instancePath:instancePath+"/snapshot/disable_seo_tracking",schemaPath:"#/properties/snapshot/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.blocks !== undefined){
let data8 = data1.blocks;
if(Array.isArray(data8)){
if(data8.length > 200){
const err15 = {instancePath:instancePath+"/snapshot/blocks",schemaPath:"#/properties/snapshot/properties/blocks/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err16 = {instancePath:instancePath+"/snapshot/blocks/" + i0,schemaPath:"#/properties/snapshot/properties/blocks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/snapshot/blocks",schemaPath:"#/properties/snapshot/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/snapshot",schemaPath:"#/properties/snapshot/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageDuplicate = validate79;
const schema114 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-duplicate.schema.json","title":"PageDuplicate","description":"Where the copy goes, and its title (the source's by default).","type":"object","additionalProperties":false,"properties":{"path":{"$ref":"page-path.schema.json"},"title":{"type":"string"}},"required":["path"]};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-duplicate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "path") || (key0 === "title"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 === "string"){
if(func2(data0) > 500){
const err2 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern56.test(data0)){
const err4 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/pattern",keyword:"pattern",params:{pattern: "^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"},message:"must match pattern \""+"^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePagePatch = validate80;
const schema116 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-patch.schema.json","title":"PagePatch","description":"Page fields to change, with the revision the change started from.","type":"object","additionalProperties":false,"properties":{"revision":{"title":"المراجعة","type":"integer","minimum":1,"maximum":2147483647,"description":"The revision the change started from; a stale one is refused (409)."},"path":{"$ref":"page-path.schema.json"},"title":{"type":"string"},"page_type":{"enum":["page","folder","news"]},"meta_title":{"type":["string","null"]},"meta_description":{"type":["string","null"]},"image_id":{"$ref":"../shared/value-rules.schema.json#/$defs/image-id","type":["integer","null"]},"canonical_url":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]},"disable_seo_tracking":{"type":"boolean"},"type":{"enum":[null,"url_redirection"]},"to":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]},"http_code":{"enum":[null,301,302,303,307,308]},"link_type":{"enum":[null,"internal","external","file"]},"redirect_path":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]},"link_new_window":{"type":"boolean"},"external_meta_image":{"$ref":"../shared/value-rules.schema.json#/$defs/safe-url","type":["string","null"]}},"required":["revision"]};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-patch.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.revision === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "revision"},message:"must have required property '"+"revision"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema116.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.revision !== undefined){
let data0 = data.revision;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err5 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern56.test(data1)){
const err7 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/pattern",keyword:"pattern",params:{pattern: "^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"},message:"must match pattern \""+"^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/path",schemaPath:"page-path.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.page_type !== undefined){
let data3 = data.page_type;
if(!(((data3 === "page") || (data3 === "folder")) || (data3 === "news"))){
const err10 = {instancePath:instancePath+"/page_type",schemaPath:"#/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema116.properties.page_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.meta_title !== undefined){
let data4 = data.meta_title;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/meta_title",schemaPath:"#/properties/meta_title/type",keyword:"type",params:{type: schema116.properties.meta_title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.meta_description !== undefined){
let data5 = data.meta_description;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/meta_description",schemaPath:"#/properties/meta_description/type",keyword:"type",params:{type: schema116.properties.meta_description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.image_id !== undefined){
let data6 = data.image_id;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err13 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/type",keyword:"type",params:{type: schema116.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/image_id",schemaPath:"../shared/value-rules.schema.json#/$defs/image-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/image_id",schemaPath:"../shared/value-rules.schema.json#/$defs/image-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.canonical_url !== undefined){
let data7 = data.canonical_url;
if((typeof data7 !== "string") && (data7 !== null)){
const err16 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: schema116.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data7 === "string"){
if(!pattern6.test(data7)){
const err17 = {instancePath:instancePath+"/canonical_url",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.disable_seo_tracking !== undefined){
if(typeof data.disable_seo_tracking !== "boolean"){
const err18 = {instancePath:instancePath+"/disable_seo_tracking",schemaPath:"#/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.type !== undefined){
let data9 = data.type;
if(!((data9 === null) || (data9 === "url_redirection"))){
const err19 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema116.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.to !== undefined){
let data10 = data.to;
if((typeof data10 !== "string") && (data10 !== null)){
const err20 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: schema116.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data10 === "string"){
if(!pattern6.test(data10)){
const err21 = {instancePath:instancePath+"/to",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.http_code !== undefined){
let data11 = data.http_code;
if(!((((((data11 === null) || (data11 === 301)) || (data11 === 302)) || (data11 === 303)) || (data11 === 307)) || (data11 === 308))){
const err22 = {instancePath:instancePath+"/http_code",schemaPath:"#/properties/http_code/enum",keyword:"enum",params:{allowedValues: schema116.properties.http_code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.link_type !== undefined){
let data12 = data.link_type;
if(!((((data12 === null) || (data12 === "internal")) || (data12 === "external")) || (data12 === "file"))){
const err23 = {instancePath:instancePath+"/link_type",schemaPath:"#/properties/link_type/enum",keyword:"enum",params:{allowedValues: schema116.properties.link_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.redirect_path !== undefined){
let data13 = data.redirect_path;
if((typeof data13 !== "string") && (data13 !== null)){
const err24 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/type",keyword:"type",params:{type: schema116.properties.redirect_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data13 === "string"){
if(!pattern6.test(data13)){
const err25 = {instancePath:instancePath+"/redirect_path",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.link_new_window !== undefined){
if(typeof data.link_new_window !== "boolean"){
const err26 = {instancePath:instancePath+"/link_new_window",schemaPath:"#/properties/link_new_window/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.external_meta_image !== undefined){
let data15 = data.external_meta_image;
if((typeof data15 !== "string") && (data15 !== null)){
const err27 = {instancePath:instancePath+"/external_meta_image",schemaPath:"#/properties/external_meta_image/type",keyword:"type",params:{type: schema116.properties.external_meta_image.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data15 === "string"){
if(!pattern6.test(data15)){
const err28 = {instancePath:instancePath+"/external_meta_image",schemaPath:"../shared/value-rules.schema.json#/$defs/safe-url/pattern",keyword:"pattern",params:{pattern: "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"},message:"must match pattern \""+"^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePagePath = validate81;

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-path.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) > 500){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern56.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"},message:"must match pattern \""+"^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validatePagePathParams = validate82;
const schema124 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-path-params.schema.json","title":"PagePathParams","description":"The page path after /public_api/pages/by_path/ (no language base).","type":"object","additionalProperties":false,"properties":{"*":{"type":"string","maxLength":2000,"pattern":"^[^\\u0000]*$"}},"required":["*"]};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-path-params.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["*"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "*"},message:"must have required property '"+"*"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "*")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data["*"] !== undefined){
let data0 = data["*"];
if(typeof data0 === "string"){
if(func2(data0) > 2000){
const err2 = {instancePath:instancePath+"/*",schemaPath:"#/properties/*/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern53.test(data0)){
const err3 = {instancePath:instancePath+"/*",schemaPath:"#/properties/*/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/*",schemaPath:"#/properties/*/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageResource = validate83;
const schema125 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-resource.schema.json","title":"PageResource","description":"A page as the pages API serves it (JSON:API resource; the client reads data and flattens it to its attributes).","type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"page"},"attributes":{"type":"object","required":["id","path","page_type","title","blocks","metaheads"],"properties":{"id":{"type":"integer"},"path":{"type":"string"},"page_type":{"enum":["page","folder","news"]},"title":{"type":"string"},"meta_title":{"type":["string","null"]},"meta_description":{"type":["string","null"]},"image_id":{"type":["integer","null"]},"external_meta_image":{"type":["string","null"]},"canonical_url":{"type":["string","null"]},"disable_seo_tracking":{"type":"boolean"},"type":{"type":["string","null"]},"to":{"type":["string","null"]},"http_code":{"type":["integer","null"]},"link_type":{"type":["string","null"]},"redirect_path":{"type":["string","null"]},"link_new_window":{"type":"boolean"},"blocks":{"type":"array","items":{"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"block"},"attributes":{"type":"object","required":["key","fields","groups","positions","active_positions"],"properties":{"key":{"type":"string"},"fields":{"type":"object"},"groups":{"type":"array","items":{"type":"object"}},"positions":{"type":"array","items":{"$ref":"#/$defs/position"}},"active_positions":{"type":"array","items":{"$ref":"#/$defs/position"}}}}}}},"metaheads":{"type":"array","items":{"type":"object"}}}}},"$defs":{"position":{"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"position"},"attributes":{"type":"object","properties":{"page_id":{"type":"integer"},"index":{"type":"integer"}}}}}},"examples":[{"id":"1","type":"page","attributes":{"id":1,"path":"index","page_type":"page","title":"الرئيسية","blocks":[],"metaheads":[]}}]};
const schema126 = {"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"position"},"attributes":{"type":"object","properties":{"page_id":{"type":"integer"},"index":{"type":"integer"}}}}};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-resource.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.attributes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("page" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "page"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.attributes !== undefined){
let data2 = data.attributes;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err5 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.path === undefined){
const err6 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.page_type === undefined){
const err7 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "page_type"},message:"must have required property '"+"page_type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.title === undefined){
const err8 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.blocks === undefined){
const err9 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "blocks"},message:"must have required property '"+"blocks"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.metaheads === undefined){
const err10 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "metaheads"},message:"must have required property '"+"metaheads"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.id !== undefined){
let data3 = data2.id;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/attributes/id",schemaPath:"#/properties/attributes/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.path !== undefined){
if(typeof data2.path !== "string"){
const err12 = {instancePath:instancePath+"/attributes/path",schemaPath:"#/properties/attributes/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.page_type !== undefined){
let data5 = data2.page_type;
if(!(((data5 === "page") || (data5 === "folder")) || (data5 === "news"))){
const err13 = {instancePath:instancePath+"/attributes/page_type",schemaPath:"#/properties/attributes/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema125.properties.attributes.properties.page_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.title !== undefined){
if(typeof data2.title !== "string"){
const err14 = {instancePath:instancePath+"/attributes/title",schemaPath:"#/properties/attributes/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.meta_title !== undefined){
let data7 = data2.meta_title;
if((typeof data7 !== "string") && (data7 !== null)){
const err15 = {instancePath:instancePath+"/attributes/meta_title",schemaPath:"#/properties/attributes/properties/meta_title/type",keyword:"type",params:{type: schema125.properties.attributes.properties.meta_title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.meta_description !== undefined){
let data8 = data2.meta_description;
if((typeof data8 !== "string") && (data8 !== null)){
const err16 = {instancePath:instancePath+"/attributes/meta_description",schemaPath:"#/properties/attributes/properties/meta_description/type",keyword:"type",params:{type: schema125.properties.attributes.properties.meta_description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.image_id !== undefined){
let data9 = data2.image_id;
if((!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) && (data9 !== null)){
const err17 = {instancePath:instancePath+"/attributes/image_id",schemaPath:"#/properties/attributes/properties/image_id/type",keyword:"type",params:{type: schema125.properties.attributes.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.external_meta_image !== undefined){
let data10 = data2.external_meta_image;
if((typeof data10 !== "string") && (data10 !== null)){
const err18 = {instancePath:instancePath+"/attributes/external_meta_image",schemaPath:"#/properties/attributes/properties/external_meta_image/type",keyword:"type",params:{type: schema125.properties.attributes.properties.external_meta_image.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.canonical_url !== undefined){
let data11 = data2.canonical_url;
if((typeof data11 !== "string") && (data11 !== null)){
const err19 = {instancePath:instancePath+"/attributes/canonical_url",schemaPath:"#/properties/attributes/properties/canonical_url/type",keyword:"type",params:{type: schema125.properties.attributes.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.disable_seo_tracking !== undefined){
if(typeof data2.disable_seo_tracking !== "boolean"){
const err20 = {instancePath:instancePath+"/attributes/disable_seo_tracking",schemaPath:"#/properties/attributes/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.type !== undefined){
let data13 = data2.type;
if((typeof data13 !== "string") && (data13 !== null)){
const err21 = {instancePath:instancePath+"/attributes/type",schemaPath:"#/properties/attributes/properties/type/type",keyword:"type",params:{type: schema125.properties.attributes.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.to !== undefined){
let data14 = data2.to;
if((typeof data14 !== "string") && (data14 !== null)){
const err22 = {instancePath:instancePath+"/attributes/to",schemaPath:"#/properties/attributes/properties/to/type",keyword:"type",params:{type: schema125.properties.attributes.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.http_code !== undefined){
let data15 = data2.http_code;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err23 = {instancePath:instancePath+"/attributes/http_code",schemaPath:"#/properties/attributes/properties/http_code/type",keyword:"type",params:{type: schema125.properties.attributes.properties.http_code.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.link_type !== undefined){
let data16 = data2.link_type;
if((typeof data16 !== "string") && (data16 !== null)){
const err24 = {instancePath:instancePath+"/attributes/link_type",schemaPath:"#/properties/attributes/properties/link_type/type",keyword:"type",params:{type: schema125.properties.attributes.properties.link_type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.redirect_path !== undefined){
let data17 = data2.redirect_path;
if((typeof data17 !== "string") && (data17 !== null)){
const err25 = {instancePath:instancePath+"/attributes/redirect_path",schemaPath:"#/properties/attributes/properties/redirect_path/type",keyword:"type",params:{type: schema125.properties.attributes.properties.redirect_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.link_new_window !== undefined){
if(typeof data2.link_new_window !== "boolean"){
const err26 = {instancePath:instancePath+"/attributes/link_new_window",schemaPath:"#/properties/attributes/properties/link_new_window/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.blocks !== undefined){
let data19 = data2.blocks;
if(Array.isArray(data19)){
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
let data20 = data19[i0];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.id === undefined){
const err27 = {instancePath:instancePath+"/attributes/blocks/" + i0,schemaPath:"#/properties/attributes/properties/blocks/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data20.type === undefined){
const err28 = {instancePath:instancePath+"/attributes/blocks/" + i0,schemaPath:"#/properties/attributes/properties/blocks/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data20.attributes === undefined){
const err29 = {instancePath:instancePath+"/attributes/blocks/" + i0,schemaPath:"#/properties/attributes/properties/blocks/items/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data20.id !== undefined){
if(typeof data20.id !== "string"){
const err30 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/id",schemaPath:"#/properties/attributes/properties/blocks/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data20.type !== undefined){
if("block" !== data20.type){
const err31 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/type",schemaPath:"#/properties/attributes/properties/blocks/items/properties/type/const",keyword:"const",params:{allowedValue: "block"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data20.attributes !== undefined){
let data23 = data20.attributes;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.key === undefined){
const err32 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data23.fields === undefined){
const err33 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data23.groups === undefined){
const err34 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data23.positions === undefined){
const err35 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "positions"},message:"must have required property '"+"positions"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data23.active_positions === undefined){
const err36 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "active_positions"},message:"must have required property '"+"active_positions"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data23.key !== undefined){
if(typeof data23.key !== "string"){
const err37 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/key",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data23.fields !== undefined){
let data25 = data23.fields;
if(!(data25 && typeof data25 == "object" && !Array.isArray(data25))){
const err38 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/fields",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data23.groups !== undefined){
let data26 = data23.groups;
if(Array.isArray(data26)){
const len1 = data26.length;
for(let i1=0; i1<len1; i1++){
let data27 = data26[i1];
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err39 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/groups/" + i1,schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/groups",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data23.positions !== undefined){
let data28 = data23.positions;
if(Array.isArray(data28)){
const len2 = data28.length;
for(let i2=0; i2<len2; i2++){
let data29 = data28[i2];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.id === undefined){
const err41 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data29.type === undefined){
const err42 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data29.attributes === undefined){
const err43 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data29.id !== undefined){
if(typeof data29.id !== "string"){
const err44 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/id",schemaPath:"#/$defs/position/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data29.type !== undefined){
if("position" !== data29.type){
const err45 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/type",schemaPath:"#/$defs/position/properties/type/const",keyword:"const",params:{allowedValue: "position"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data29.attributes !== undefined){
let data32 = data29.attributes;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.page_id !== undefined){
let data33 = data32.page_id;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err46 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/attributes/page_id",schemaPath:"#/$defs/position/properties/attributes/properties/page_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data32.index !== undefined){
let data34 = data32.index;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err47 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/attributes/index",schemaPath:"#/$defs/position/properties/attributes/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/attributes",schemaPath:"#/$defs/position/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2,schemaPath:"#/$defs/position/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/positions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data23.active_positions !== undefined){
let data35 = data23.active_positions;
if(Array.isArray(data35)){
const len3 = data35.length;
for(let i3=0; i3<len3; i3++){
let data36 = data35[i3];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.id === undefined){
const err51 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data36.type === undefined){
const err52 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data36.attributes === undefined){
const err53 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data36.id !== undefined){
if(typeof data36.id !== "string"){
const err54 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/id",schemaPath:"#/$defs/position/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data36.type !== undefined){
if("position" !== data36.type){
const err55 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/type",schemaPath:"#/$defs/position/properties/type/const",keyword:"const",params:{allowedValue: "position"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data36.attributes !== undefined){
let data39 = data36.attributes;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.page_id !== undefined){
let data40 = data39.page_id;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err56 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/attributes/page_id",schemaPath:"#/$defs/position/properties/attributes/properties/page_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data39.index !== undefined){
let data41 = data39.index;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err57 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/attributes/index",schemaPath:"#/$defs/position/properties/attributes/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/attributes",schemaPath:"#/$defs/position/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3,schemaPath:"#/$defs/position/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/active_positions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/attributes/blocks/" + i0,schemaPath:"#/properties/attributes/properties/blocks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/attributes/blocks",schemaPath:"#/properties/attributes/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data2.metaheads !== undefined){
let data42 = data2.metaheads;
if(Array.isArray(data42)){
const len4 = data42.length;
for(let i4=0; i4<len4; i4++){
let data43 = data42[i4];
if(!(data43 && typeof data43 == "object" && !Array.isArray(data43))){
const err64 = {instancePath:instancePath+"/attributes/metaheads/" + i4,schemaPath:"#/properties/attributes/properties/metaheads/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/attributes/metaheads",schemaPath:"#/properties/attributes/properties/metaheads/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"id":true,"type":true,"attributes":true},"dynamicProps":false,"dynamicItems":false};

export const validatePageResourceDocument = validate84;
const schema128 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-resource-document.schema.json","title":"PageResourceDocument","description":"A published page as a JSON:API document.","type":"object","additionalProperties":false,"properties":{"data":{"$ref":"page-resource.schema.json"}},"required":["data"]};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-resource-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate83(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageRevision = validate86;
const schema129 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-revision.schema.json","title":"PageRevision","description":"The revision a publish or a restore started from.","type":"object","additionalProperties":false,"properties":{"revision":{"title":"المراجعة","type":"integer","minimum":1,"maximum":2147483647,"description":"The revision the change started from; a stale one is refused (409)."}},"required":["revision"]};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-revision.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.revision === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "revision"},message:"must have required property '"+"revision"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "revision")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.revision !== undefined){
let data0 = data.revision;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageSummaryList = validate87;
const schema130 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-summary-list.schema.json","title":"PageSummaryList","description":"The page tree as a flat list in path order.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"path":{"type":"string"},"title":{"type":"string"},"page_type":{"enum":["page","folder","news"]},"type":{"type":["string","null"]},"link_type":{"enum":[null,"internal","external","file"]},"is_published":{"type":"boolean"},"has_draft":{"type":"boolean"},"revision":{"type":"integer"},"updated_at":{"type":"string","description":"ISO 8601 date and time."},"updated_by_label":{"type":["string","null"]}},"required":["id","path","title","page_type","type","link_type","is_published","has_draft","revision","updated_at","updated_by_label"]}}},"required":["data"]};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-summary-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.path === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.title === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.page_type === undefined){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "page_type"},message:"must have required property '"+"page_type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.type === undefined){
const err6 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.link_type === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "link_type"},message:"must have required property '"+"link_type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.is_published === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "is_published"},message:"must have required property '"+"is_published"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.has_draft === undefined){
const err9 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "has_draft"},message:"must have required property '"+"has_draft"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.revision === undefined){
const err10 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "revision"},message:"must have required property '"+"revision"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.updated_at === undefined){
const err11 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "updated_at"},message:"must have required property '"+"updated_at"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.updated_by_label === undefined){
const err12 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "updated_by_label"},message:"must have required property '"+"updated_by_label"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data1){
if(!(func1.call(schema130.properties.data.items.properties, key1))){
const err13 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"#/properties/data/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"#/properties/data/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"#/properties/data/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data1.path !== undefined){
if(typeof data1.path !== "string"){
const err17 = {instancePath:instancePath+"/data/" + i0+"/path",schemaPath:"#/properties/data/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.title !== undefined){
if(typeof data1.title !== "string"){
const err18 = {instancePath:instancePath+"/data/" + i0+"/title",schemaPath:"#/properties/data/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.page_type !== undefined){
let data5 = data1.page_type;
if(!(((data5 === "page") || (data5 === "folder")) || (data5 === "news"))){
const err19 = {instancePath:instancePath+"/data/" + i0+"/page_type",schemaPath:"#/properties/data/items/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema130.properties.data.items.properties.page_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.type !== undefined){
let data6 = data1.type;
if((typeof data6 !== "string") && (data6 !== null)){
const err20 = {instancePath:instancePath+"/data/" + i0+"/type",schemaPath:"#/properties/data/items/properties/type/type",keyword:"type",params:{type: schema130.properties.data.items.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.link_type !== undefined){
let data7 = data1.link_type;
if(!((((data7 === null) || (data7 === "internal")) || (data7 === "external")) || (data7 === "file"))){
const err21 = {instancePath:instancePath+"/data/" + i0+"/link_type",schemaPath:"#/properties/data/items/properties/link_type/enum",keyword:"enum",params:{allowedValues: schema130.properties.data.items.properties.link_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.is_published !== undefined){
if(typeof data1.is_published !== "boolean"){
const err22 = {instancePath:instancePath+"/data/" + i0+"/is_published",schemaPath:"#/properties/data/items/properties/is_published/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.has_draft !== undefined){
if(typeof data1.has_draft !== "boolean"){
const err23 = {instancePath:instancePath+"/data/" + i0+"/has_draft",schemaPath:"#/properties/data/items/properties/has_draft/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.revision !== undefined){
let data10 = data1.revision;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err24 = {instancePath:instancePath+"/data/" + i0+"/revision",schemaPath:"#/properties/data/items/properties/revision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.updated_at !== undefined){
if(typeof data1.updated_at !== "string"){
const err25 = {instancePath:instancePath+"/data/" + i0+"/updated_at",schemaPath:"#/properties/data/items/properties/updated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.updated_by_label !== undefined){
let data12 = data1.updated_by_label;
if((typeof data12 !== "string") && (data12 !== null)){
const err26 = {instancePath:instancePath+"/data/" + i0+"/updated_by_label",schemaPath:"#/properties/data/items/properties/updated_by_label/type",keyword:"type",params:{type: schema130.properties.data.items.properties.updated_by_label.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageVersionDocument = validate88;
const schema131 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-version-document.schema.json","title":"PageVersionDocument","description":"One published version with its snapshot.","type":"object","additionalProperties":false,"properties":{"data":{"type":"object","additionalProperties":false,"properties":{"version":{"type":"integer"},"snapshot":{"type":"object","additionalProperties":true,"description":"A page snapshot: title, meta fields and blocks (the body of a draft save)."},"created_at":{"type":"string","description":"ISO 8601 date and time."},"created_by_label":{"type":["string","null"]}},"required":["version","snapshot","created_at","created_by_label"]}},"required":["data"]};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-version-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.snapshot === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "snapshot"},message:"must have required property '"+"snapshot"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.created_at === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.created_by_label === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "created_by_label"},message:"must have required property '"+"created_by_label"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "version") || (key1 === "snapshot")) || (key1 === "created_at")) || (key1 === "created_by_label"))){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.version !== undefined){
let data1 = data0.version;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/data/version",schemaPath:"#/properties/data/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.snapshot !== undefined){
let data2 = data0.snapshot;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err8 = {instancePath:instancePath+"/data/snapshot",schemaPath:"#/properties/data/properties/snapshot/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.created_at !== undefined){
if(typeof data0.created_at !== "string"){
const err9 = {instancePath:instancePath+"/data/created_at",schemaPath:"#/properties/data/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.created_by_label !== undefined){
let data4 = data0.created_by_label;
if((typeof data4 !== "string") && (data4 !== null)){
const err10 = {instancePath:instancePath+"/data/created_by_label",schemaPath:"#/properties/data/properties/created_by_label/type",keyword:"type",params:{type: schema131.properties.data.properties.created_by_label.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageVersionList = validate89;
const schema132 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-version-list.schema.json","title":"PageVersionList","description":"A page's published versions, newest first.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"version":{"type":"integer"},"created_at":{"type":"string","description":"ISO 8601 date and time."},"created_by_label":{"type":["string","null"]}},"required":["version","created_at","created_by_label"]}}},"required":["data"]};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-version-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.version === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.created_at === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.created_by_label === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "created_by_label"},message:"must have required property '"+"created_by_label"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "version") || (key1 === "created_at")) || (key1 === "created_by_label"))){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.version !== undefined){
let data2 = data1.version;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/data/" + i0+"/version",schemaPath:"#/properties/data/items/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.created_at !== undefined){
if(typeof data1.created_at !== "string"){
const err7 = {instancePath:instancePath+"/data/" + i0+"/created_at",schemaPath:"#/properties/data/items/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.created_by_label !== undefined){
let data4 = data1.created_by_label;
if((typeof data4 !== "string") && (data4 !== null)){
const err8 = {instancePath:instancePath+"/data/" + i0+"/created_by_label",schemaPath:"#/properties/data/items/properties/created_by_label/type",keyword:"type",params:{type: schema132.properties.data.items.properties.created_by_label.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePageVersionParams = validate90;
const schema133 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-version-params.schema.json","title":"PageVersionParams","description":"A page id and one of its version numbers.","type":"object","additionalProperties":false,"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"version":{"type":"integer","minimum":1,"maximum":2147483647}},"required":["id","version"]};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-version-params.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "id") || (key0 === "version"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.version !== undefined){
let data1 = data.version;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePresenceDocument = validate91;
const schema134 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/presence-document.schema.json","title":"PresenceDocument","description":"The other editors who had the page open in the last minute.","type":"object","additionalProperties":false,"properties":{"data":{"type":"object","additionalProperties":false,"properties":{"editors":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"email":{"type":"string"},"seen_at":{"type":"string","description":"ISO 8601 date and time."}},"required":["email","seen_at"]}}},"required":["editors"]}},"required":["data"]};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/presence-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.editors === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "editors"},message:"must have required property '"+"editors"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!(key1 === "editors")){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.editors !== undefined){
let data1 = data0.editors;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.email === undefined){
const err4 = {instancePath:instancePath+"/data/editors/" + i0,schemaPath:"#/properties/data/properties/editors/items/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.seen_at === undefined){
const err5 = {instancePath:instancePath+"/data/editors/" + i0,schemaPath:"#/properties/data/properties/editors/items/required",keyword:"required",params:{missingProperty: "seen_at"},message:"must have required property '"+"seen_at"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key2 in data2){
if(!((key2 === "email") || (key2 === "seen_at"))){
const err6 = {instancePath:instancePath+"/data/editors/" + i0,schemaPath:"#/properties/data/properties/editors/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.email !== undefined){
if(typeof data2.email !== "string"){
const err7 = {instancePath:instancePath+"/data/editors/" + i0+"/email",schemaPath:"#/properties/data/properties/editors/items/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.seen_at !== undefined){
if(typeof data2.seen_at !== "string"){
const err8 = {instancePath:instancePath+"/data/editors/" + i0+"/seen_at",schemaPath:"#/properties/data/properties/editors/items/properties/seen_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/data/editors/" + i0,schemaPath:"#/properties/data/properties/editors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/data/editors",schemaPath:"#/properties/data/properties/editors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateProblem = validate92;
const schema135 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/problem.schema.json","title":"Problem","description":"The one error body of every API route: Fastify's shape, a machine-readable code, and for validation failures each field (JSON pointer) with its rule and Arabic message.","type":"object","additionalProperties":true,"properties":{"statusCode":{"type":"integer","minimum":400,"maximum":599},"error":{"type":"string"},"message":{"type":"string"},"code":{"type":"string","description":"sign_in_required, forbidden, csrf, invalid, bad_request, not_found, stale, ..."},"details":{"type":"array","items":{"type":"object","additionalProperties":true,"properties":{"block":{"type":"integer"},"template":{"type":"string"},"pointer":{"type":"string"},"rule":{"type":"string"},"message":{"type":"string"}},"required":["pointer","rule","message"]}}},"required":["statusCode","error","message","code"]};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/problem.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.statusCode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statusCode"},message:"must have required property '"+"statusCode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.code === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.statusCode !== undefined){
let data0 = data.statusCode;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/statusCode",schemaPath:"#/properties/statusCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 599 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/statusCode",schemaPath:"#/properties/statusCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 400 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/statusCode",schemaPath:"#/properties/statusCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err7 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err8 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err9 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.details !== undefined){
let data4 = data.details;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.pointer === undefined){
const err10 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.rule === undefined){
const err11 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.message === undefined){
const err12 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.block !== undefined){
let data6 = data5.block;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/details/" + i0+"/block",schemaPath:"#/properties/details/items/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.template !== undefined){
if(typeof data5.template !== "string"){
const err14 = {instancePath:instancePath+"/details/" + i0+"/template",schemaPath:"#/properties/details/items/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.pointer !== undefined){
if(typeof data5.pointer !== "string"){
const err15 = {instancePath:instancePath+"/details/" + i0+"/pointer",schemaPath:"#/properties/details/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.rule !== undefined){
if(typeof data5.rule !== "string"){
const err16 = {instancePath:instancePath+"/details/" + i0+"/rule",schemaPath:"#/properties/details/items/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.message !== undefined){
if(typeof data5.message !== "string"){
const err17 = {instancePath:instancePath+"/details/" + i0+"/message",schemaPath:"#/properties/details/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSearchQuery = validate93;
const schema136 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/search-query.schema.json","title":"SearchQuery","description":"A site search: the words (websearch syntax: \"a phrase\", or, -word) and the page of results, 20 a page.","type":"object","additionalProperties":false,"properties":{"q":{"description":"What the visitor typed; empty finds nothing.","type":"string","maxLength":200,"pattern":"^[^\\u0000]*$","default":""},"page":{"type":"integer","minimum":1,"maximum":500,"default":1}}};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/search-query.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.q === undefined){
data.q = "";
}
if(data.page === undefined){
data.page = 1;
}
for(const key0 in data){
if(!((key0 === "q") || (key0 === "page"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.q;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err1 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern53.test(data0)){
const err2 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data1 = data.page;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 500 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSearchResults = validate94;
const schema137 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/search-results.schema.json","title":"SearchResults","description":"One page of search results over the published pages, best first.","type":"object","additionalProperties":false,"properties":{"query":{"type":"string"},"total":{"type":"integer","description":"Pages found in all."},"page":{"type":"integer"},"per_page":{"type":"integer"},"results":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"path":{"type":"string","description":"The page path (index for the home page)."},"url":{"type":"string","description":"The page's site URL, e.g. /ar/models/defender."},"title":{"type":"string"},"snippet":{"type":"string","description":"Safe HTML: the page's text around the match, escaped, each match in <mark>."},"rank":{"type":"number"}},"required":["path","url","title","snippet","rank"]}}},"required":["query","total","page","per_page","results"]};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/search-results.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.total === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.page === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.per_page === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.results === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "results"},message:"must have required property '"+"results"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "query") || (key0 === "total")) || (key0 === "page")) || (key0 === "per_page")) || (key0 === "results"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
const err6 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.total !== undefined){
let data1 = data.total;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.page !== undefined){
let data2 = data.page;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.per_page !== undefined){
let data3 = data.per_page;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.results !== undefined){
let data4 = data.results;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.path === undefined){
const err10 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.url === undefined){
const err11 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.title === undefined){
const err12 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.snippet === undefined){
const err13 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "snippet"},message:"must have required property '"+"snippet"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.rank === undefined){
const err14 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "rank"},message:"must have required property '"+"rank"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data5){
if(!(((((key1 === "path") || (key1 === "url")) || (key1 === "title")) || (key1 === "snippet")) || (key1 === "rank"))){
const err15 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.path !== undefined){
if(typeof data5.path !== "string"){
const err16 = {instancePath:instancePath+"/results/" + i0+"/path",schemaPath:"#/properties/results/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.url !== undefined){
if(typeof data5.url !== "string"){
const err17 = {instancePath:instancePath+"/results/" + i0+"/url",schemaPath:"#/properties/results/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.title !== undefined){
if(typeof data5.title !== "string"){
const err18 = {instancePath:instancePath+"/results/" + i0+"/title",schemaPath:"#/properties/results/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.snippet !== undefined){
if(typeof data5.snippet !== "string"){
const err19 = {instancePath:instancePath+"/results/" + i0+"/snippet",schemaPath:"#/properties/results/items/properties/snippet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.rank !== undefined){
let data10 = data5.rank;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err20 = {instancePath:instancePath+"/results/" + i0+"/rank",schemaPath:"#/properties/results/items/properties/rank/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSearchSuggestQuery = validate95;
const schema138 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/search-suggest-query.schema.json","title":"SearchSuggestQuery","description":"The start of what a visitor is typing in a search box.","type":"object","additionalProperties":false,"properties":{"q":{"type":"string","maxLength":200,"pattern":"^[^\\u0000]*$","default":""}}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/search-suggest-query.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.q === undefined){
data.q = "";
}
for(const key0 in data){
if(!(key0 === "q")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.q;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err1 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern53.test(data0)){
const err2 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSearchSuggestions = validate96;
const schema139 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/search-suggestions.schema.json","title":"SearchSuggestions","description":"Up to 8 published pages whose title has a word starting with what was typed.","type":"object","additionalProperties":false,"properties":{"query":{"type":"string"},"suggestions":{"type":"array","maxItems":8,"items":{"type":"object","additionalProperties":false,"properties":{"path":{"type":"string"},"url":{"type":"string"},"title":{"type":"string"}},"required":["path","url","title"]}}},"required":["query","suggestions"]};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/search-suggestions.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.suggestions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suggestions"},message:"must have required property '"+"suggestions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "query") || (key0 === "suggestions"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.query !== undefined){
if(typeof data.query !== "string"){
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.suggestions !== undefined){
let data1 = data.suggestions;
if(Array.isArray(data1)){
if(data1.length > 8){
const err4 = {instancePath:instancePath+"/suggestions",schemaPath:"#/properties/suggestions/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.path === undefined){
const err5 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.url === undefined){
const err6 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.title === undefined){
const err7 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "path") || (key1 === "url")) || (key1 === "title"))){
const err8 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.path !== undefined){
if(typeof data2.path !== "string"){
const err9 = {instancePath:instancePath+"/suggestions/" + i0+"/path",schemaPath:"#/properties/suggestions/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.url !== undefined){
if(typeof data2.url !== "string"){
const err10 = {instancePath:instancePath+"/suggestions/" + i0+"/url",schemaPath:"#/properties/suggestions/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.title !== undefined){
if(typeof data2.title !== "string"){
const err11 = {instancePath:instancePath+"/suggestions/" + i0+"/title",schemaPath:"#/properties/suggestions/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/suggestions",schemaPath:"#/properties/suggestions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSessionInfo = validate97;
const schema140 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/session-info.schema.json","title":"SessionInfo","description":"The signed-in user, what they may do, the CSRF token to send with writes, and whether they may write raw HTML.","type":"object","additionalProperties":false,"properties":{"user":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"integer"},"email":{"type":"string"},"name":{"type":"string"},"role":{"title":"الدور","enum":["admin","editor","viewer"]}},"required":["id","email","name","role"]},"permissions":{"type":"array","items":{"type":"string"}},"csrfToken":{"type":"string"},"rawHtml":{"type":"boolean"}},"required":["user","permissions","csrfToken","rawHtml"]};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/session-info.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.user === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.permissions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permissions"},message:"must have required property '"+"permissions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.csrfToken === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "csrfToken"},message:"must have required property '"+"csrfToken"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.rawHtml === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rawHtml"},message:"must have required property '"+"rawHtml"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "user") || (key0 === "permissions")) || (key0 === "csrfToken")) || (key0 === "rawHtml"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.user !== undefined){
let data0 = data.user;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err5 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.email === undefined){
const err6 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.name === undefined){
const err7 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.role === undefined){
const err8 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "id") || (key1 === "email")) || (key1 === "name")) || (key1 === "role"))){
const err9 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/user/id",schemaPath:"#/properties/user/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.email !== undefined){
if(typeof data0.email !== "string"){
const err11 = {instancePath:instancePath+"/user/email",schemaPath:"#/properties/user/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err12 = {instancePath:instancePath+"/user/name",schemaPath:"#/properties/user/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.role !== undefined){
let data4 = data0.role;
if(!(((data4 === "admin") || (data4 === "editor")) || (data4 === "viewer"))){
const err13 = {instancePath:instancePath+"/user/role",schemaPath:"#/properties/user/properties/role/enum",keyword:"enum",params:{allowedValues: schema140.properties.user.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.permissions !== undefined){
let data5 = data.permissions;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err15 = {instancePath:instancePath+"/permissions/" + i0,schemaPath:"#/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.csrfToken !== undefined){
if(typeof data.csrfToken !== "string"){
const err17 = {instancePath:instancePath+"/csrfToken",schemaPath:"#/properties/csrfToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.rawHtml !== undefined){
if(typeof data.rawHtml !== "boolean"){
const err18 = {instancePath:instancePath+"/rawHtml",schemaPath:"#/properties/rawHtml/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSetting = validate98;

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "key") || (key0 === "value"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern62.test(data0)){
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"},message:"must match pattern \""+"^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(typeof data1 === "string"){
if(func2(data1) > 200000){
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSettingDocument = validate99;
const schema142 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting-document.schema.json","title":"SettingDocument","description":"A stored setting.","type":"object","additionalProperties":false,"properties":{"data":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string"},"value":{"type":"string"}},"required":["key","value"]}},"required":["data"]};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.key === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.value === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "key") || (key1 === "value"))){
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.key !== undefined){
if(typeof data0.key !== "string"){
const err5 = {instancePath:instancePath+"/data/key",schemaPath:"#/properties/data/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.value !== undefined){
if(typeof data0.value !== "string"){
const err6 = {instancePath:instancePath+"/data/value",schemaPath:"#/properties/data/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSettingKeyParams = validate100;
const schema143 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting-key-params.schema.json","title":"SettingKeyParams","description":"A settings key in the URL, dot-separated names.","type":"object","additionalProperties":false,"properties":{"key":{"type":"string","maxLength":200,"pattern":"^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_{}-]+)*$","minLength":1}},"required":["key"]};
const pattern92 = new RegExp("^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_{}-]+)*$", "u");

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting-key-params.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "key")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err2 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern92.test(data0)){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_{}-]+)*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_{}-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSettingResource = validate101;
const schema144 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting-resource.schema.json","title":"SettingResource","description":"A setting as GET /settings serves it; flattened by the client to {id, key, value}.","type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"setting"},"attributes":{"type":"object","required":["key","value"],"properties":{"key":{"type":"string"},"value":{"type":"string"}}}},"examples":[{"id":"1","type":"setting","attributes":{"key":"search.popup.enabled","value":"true"}}]};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting-resource.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.attributes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("setting" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "setting"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.attributes !== undefined){
let data2 = data.attributes;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.key === undefined){
const err5 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.value === undefined){
const err6 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.key !== undefined){
if(typeof data2.key !== "string"){
const err7 = {instancePath:instancePath+"/attributes/key",schemaPath:"#/properties/attributes/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.value !== undefined){
if(typeof data2.value !== "string"){
const err8 = {instancePath:instancePath+"/attributes/value",schemaPath:"#/properties/attributes/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":{"id":true,"type":true,"attributes":true},"dynamicProps":false,"dynamicItems":false};

export const validateSettingResourceList = validate102;
const schema145 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting-resource-list.schema.json","title":"SettingResourceList","description":"Every stored setting as a JSON:API resource.","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"$ref":"setting-resource.schema.json"}}},"required":["data"]};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting-resource-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"setting-resource.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.type === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"setting-resource.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.attributes === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"setting-resource.schema.json/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err5 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"setting-resource.schema.json/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.type !== undefined){
if("setting" !== data1.type){
const err6 = {instancePath:instancePath+"/data/" + i0+"/type",schemaPath:"setting-resource.schema.json/properties/type/const",keyword:"const",params:{allowedValue: "setting"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.attributes !== undefined){
let data4 = data1.attributes;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.key === undefined){
const err7 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"setting-resource.schema.json/properties/attributes/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4.value === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"setting-resource.schema.json/properties/attributes/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.key !== undefined){
if(typeof data4.key !== "string"){
const err9 = {instancePath:instancePath+"/data/" + i0+"/attributes/key",schemaPath:"setting-resource.schema.json/properties/attributes/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.value !== undefined){
if(typeof data4.value !== "string"){
const err10 = {instancePath:instancePath+"/data/" + i0+"/attributes/value",schemaPath:"setting-resource.schema.json/properties/attributes/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"setting-resource.schema.json/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/data/" + i0,schemaPath:"setting-resource.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSettingValue = validate103;
const schema147 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting-value.schema.json","title":"SettingValue","description":"A setting's new value: always a string (JSON is sent as a string).","type":"object","additionalProperties":false,"properties":{"value":{"title":"القيمة","type":"string","maxLength":1000000}},"required":["value"]};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting-value.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "value")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if(typeof data0 === "string"){
if(func2(data0) > 1000000){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSettingsOverviewDocument = validate104;
const schema148 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/settings-overview-document.schema.json","title":"SettingsOverviewDocument","description":"Every namespace and key, current values, defaults, and stored keys no schema knows.","type":"object","additionalProperties":false,"properties":{"data":{"type":"object","additionalProperties":false,"properties":{"namespaces":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"namespace":{"type":"string"},"keys":{"type":"array","items":{"type":"string"}}},"required":["namespace","keys"]}},"values":{"type":"object","additionalProperties":{"type":"string"}},"defaults":{"type":"object","additionalProperties":{"type":"string"}},"stored_keys":{"type":"array","items":{"type":"string"}},"raw_html_keys":{"type":"array","items":{"type":"string"}},"json_keys":{"type":"array","items":{"type":"string"}},"unknown":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string"},"value":{"type":"string"}},"required":["key","value"]}}},"required":["namespaces","values","defaults","stored_keys","raw_html_keys","json_keys","unknown"]}},"required":["data"]};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/settings-overview-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.namespaces === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "namespaces"},message:"must have required property '"+"namespaces"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.values === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.defaults === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "defaults"},message:"must have required property '"+"defaults"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.stored_keys === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "stored_keys"},message:"must have required property '"+"stored_keys"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.raw_html_keys === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "raw_html_keys"},message:"must have required property '"+"raw_html_keys"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.json_keys === undefined){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "json_keys"},message:"must have required property '"+"json_keys"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.unknown === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "unknown"},message:"must have required property '"+"unknown"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data0){
if(!(((((((key1 === "namespaces") || (key1 === "values")) || (key1 === "defaults")) || (key1 === "stored_keys")) || (key1 === "raw_html_keys")) || (key1 === "json_keys")) || (key1 === "unknown"))){
const err9 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.namespaces !== undefined){
let data1 = data0.namespaces;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.namespace === undefined){
const err10 = {instancePath:instancePath+"/data/namespaces/" + i0,schemaPath:"#/properties/data/properties/namespaces/items/required",keyword:"required",params:{missingProperty: "namespace"},message:"must have required property '"+"namespace"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.keys === undefined){
const err11 = {instancePath:instancePath+"/data/namespaces/" + i0,schemaPath:"#/properties/data/properties/namespaces/items/required",keyword:"required",params:{missingProperty: "keys"},message:"must have required property '"+"keys"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 in data2){
if(!((key2 === "namespace") || (key2 === "keys"))){
const err12 = {instancePath:instancePath+"/data/namespaces/" + i0,schemaPath:"#/properties/data/properties/namespaces/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.namespace !== undefined){
if(typeof data2.namespace !== "string"){
const err13 = {instancePath:instancePath+"/data/namespaces/" + i0+"/namespace",schemaPath:"#/properties/data/properties/namespaces/items/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.keys !== undefined){
let data4 = data2.keys;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(typeof data4[i1] !== "string"){
const err14 = {instancePath:instancePath+"/data/namespaces/" + i0+"/keys/" + i1,schemaPath:"#/properties/data/properties/namespaces/items/properties/keys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/data/namespaces/" + i0+"/keys",schemaPath:"#/properties/data/properties/namespaces/items/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/data/namespaces/" + i0,schemaPath:"#/properties/data/properties/namespaces/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/data/namespaces",schemaPath:"#/properties/data/properties/namespaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.values !== undefined){
let data6 = data0.values;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key3 in data6){
if(typeof data6[key3] !== "string"){
const err18 = {instancePath:instancePath+"/data/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/values/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/data/values",schemaPath:"#/properties/data/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.defaults !== undefined){
let data8 = data0.defaults;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key4 in data8){
if(typeof data8[key4] !== "string"){
const err20 = {instancePath:instancePath+"/data/defaults/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/data/properties/defaults/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/data/defaults",schemaPath:"#/properties/data/properties/defaults/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.stored_keys !== undefined){
let data10 = data0.stored_keys;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
if(typeof data10[i2] !== "string"){
const err22 = {instancePath:instancePath+"/data/stored_keys/" + i2,schemaPath:"#/properties/data/properties/stored_keys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/data/stored_keys",schemaPath:"#/properties/data/properties/stored_keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data0.raw_html_keys !== undefined){
let data12 = data0.raw_html_keys;
if(Array.isArray(data12)){
const len3 = data12.length;
for(let i3=0; i3<len3; i3++){
if(typeof data12[i3] !== "string"){
const err24 = {instancePath:instancePath+"/data/raw_html_keys/" + i3,schemaPath:"#/properties/data/properties/raw_html_keys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/data/raw_html_keys",schemaPath:"#/properties/data/properties/raw_html_keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.json_keys !== undefined){
let data14 = data0.json_keys;
if(Array.isArray(data14)){
const len4 = data14.length;
for(let i4=0; i4<len4; i4++){
if(typeof data14[i4] !== "string"){
const err26 = {instancePath:instancePath+"/data/json_keys/" + i4,schemaPath:"#/properties/data/properties/json_keys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/data/json_keys",schemaPath:"#/properties/data/properties/json_keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data0.unknown !== undefined){
let data16 = data0.unknown;
if(Array.isArray(data16)){
const len5 = data16.length;
for(let i5=0; i5<len5; i5++){
let data17 = data16[i5];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.key === undefined){
const err28 = {instancePath:instancePath+"/data/unknown/" + i5,schemaPath:"#/properties/data/properties/unknown/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data17.value === undefined){
const err29 = {instancePath:instancePath+"/data/unknown/" + i5,schemaPath:"#/properties/data/properties/unknown/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key5 in data17){
if(!((key5 === "key") || (key5 === "value"))){
const err30 = {instancePath:instancePath+"/data/unknown/" + i5,schemaPath:"#/properties/data/properties/unknown/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data17.key !== undefined){
if(typeof data17.key !== "string"){
const err31 = {instancePath:instancePath+"/data/unknown/" + i5+"/key",schemaPath:"#/properties/data/properties/unknown/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data17.value !== undefined){
if(typeof data17.value !== "string"){
const err32 = {instancePath:instancePath+"/data/unknown/" + i5+"/value",schemaPath:"#/properties/data/properties/unknown/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/data/unknown/" + i5,schemaPath:"#/properties/data/properties/unknown/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/data/unknown",schemaPath:"#/properties/data/properties/unknown/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTemplateList = validate105;
const schema149 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/template-list.schema.json","title":"TemplateList","description":"The block catalogue (template entities).","type":"object","additionalProperties":false,"properties":{"data":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"id":{"type":"string"},"type":{"const":"template"},"attributes":{"type":"object","additionalProperties":true,"properties":{"key":{"type":"string","description":"The template key, e.g. lrdx-quote."},"name":{"type":"string","description":"The catalogue's English name."},"label":{"type":"string","description":"The Arabic name editors read."},"group":{"type":"string"}},"required":["key","name","label","group"]}},"required":["id","type","attributes"]}}},"required":["data"]};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/template-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.type === undefined){
const err3 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.attributes === undefined){
const err4 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "id") || (key1 === "type")) || (key1 === "attributes"))){
const err5 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err6 = {instancePath:instancePath+"/data/" + i0+"/id",schemaPath:"#/properties/data/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.type !== undefined){
if("template" !== data1.type){
const err7 = {instancePath:instancePath+"/data/" + i0+"/type",schemaPath:"#/properties/data/items/properties/type/const",keyword:"const",params:{allowedValue: "template"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.attributes !== undefined){
let data4 = data1.attributes;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.key === undefined){
const err8 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"#/properties/data/items/properties/attributes/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.name === undefined){
const err9 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"#/properties/data/items/properties/attributes/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.label === undefined){
const err10 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"#/properties/data/items/properties/attributes/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.group === undefined){
const err11 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"#/properties/data/items/properties/attributes/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.key !== undefined){
if(typeof data4.key !== "string"){
const err12 = {instancePath:instancePath+"/data/" + i0+"/attributes/key",schemaPath:"#/properties/data/items/properties/attributes/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.name !== undefined){
if(typeof data4.name !== "string"){
const err13 = {instancePath:instancePath+"/data/" + i0+"/attributes/name",schemaPath:"#/properties/data/items/properties/attributes/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.label !== undefined){
if(typeof data4.label !== "string"){
const err14 = {instancePath:instancePath+"/data/" + i0+"/attributes/label",schemaPath:"#/properties/data/items/properties/attributes/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.group !== undefined){
if(typeof data4.group !== "string"){
const err15 = {instancePath:instancePath+"/data/" + i0+"/attributes/group",schemaPath:"#/properties/data/items/properties/attributes/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/data/" + i0+"/attributes",schemaPath:"#/properties/data/items/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThumbnailParams = validate106;
const schema150 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/thumbnail-params.schema.json","title":"ThumbnailParams","description":"A block thumbnail file name, {template key}.png.","type":"object","additionalProperties":false,"properties":{"file":{"type":"string","maxLength":120,"pattern":"^[^\\u0000]*$","minLength":1}},"required":["file"]};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/thumbnail-params.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "file")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.file !== undefined){
let data0 = data.file;
if(typeof data0 === "string"){
if(func2(data0) > 120){
const err2 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern53.test(data0)){
const err4 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTokenCreate = validate107;
const schema151 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/token-create.schema.json","title":"TokenCreate","description":"A new API token: what it is for and the role it acts with.","type":"object","additionalProperties":false,"properties":{"name":{"title":"اسم الرمز","type":"string","minLength":1,"maxLength":100,"pattern":"^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"},"role":{"title":"الدور","enum":["admin","editor","viewer"]}},"required":["name","role"]};
const pattern94 = new RegExp("^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$", "u");

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/token-create.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "role"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern94.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if(!(((data1 === "admin") || (data1 === "editor")) || (data1 === "viewer"))){
const err7 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema151.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateUserCreate = validate108;
const schema152 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/user-create.schema.json","title":"UserCreate","description":"A new local account; without a password the user signs in with single sign-on only.","type":"object","additionalProperties":false,"properties":{"email":{"title":"البريد الإلكتروني","type":"string","minLength":3,"maxLength":320,"pattern":"^\\s*[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+\\s*$","description":"name@example.com; spaces around it are ignored and it is stored lower-case."},"name":{"title":"الاسم","type":"string","maxLength":200,"pattern":"^[^\\u0000]*$"},"role":{"title":"الدور","enum":["admin","editor","viewer"]},"password":{"title":"كلمة المرور","type":"string","minLength":12,"maxLength":1024,"description":"At least 12 characters."}},"required":["email","role"]};
const pattern95 = new RegExp("^\\s*[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+\\s*$", "u");

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/user-create.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "email") || (key0 === "name")) || (key0 === "role")) || (key0 === "password"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func2(data0) > 320){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 3){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern95.test(data0)){
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^\\s*[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+\\s*$"},message:"must match pattern \""+"^\\s*[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+\\s*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern53.test(data1)){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.role !== undefined){
let data2 = data.role;
if(!(((data2 === "admin") || (data2 === "editor")) || (data2 === "viewer"))){
const err10 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema152.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.password !== undefined){
let data3 = data.password;
if(typeof data3 === "string"){
if(func2(data3) > 1024){
const err11 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data3) < 12){
const err12 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 12},message:"must NOT have fewer than 12 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateUserPatch = validate109;
const schema153 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/user-patch.schema.json","title":"UserPatch","description":"Changes to a user: each property present is changed.","type":"object","additionalProperties":false,"properties":{"name":{"title":"الاسم","type":"string","maxLength":200,"pattern":"^[^\\u0000]*$"},"role":{"title":"الدور","enum":["admin","editor","viewer"]},"disabled":{"title":"معطّل","type":"boolean"},"password":{"title":"كلمة المرور","type":"string","minLength":12,"maxLength":1024,"description":"At least 12 characters."}},"minProperties":1};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/user-patch.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "role")) || (key0 === "disabled")) || (key0 === "password"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern53.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if(!(((data1 === "admin") || (data1 === "editor")) || (data1 === "viewer"))){
const err5 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema153.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.disabled !== undefined){
if(typeof data.disabled !== "boolean"){
const err6 = {instancePath:instancePath+"/disabled",schemaPath:"#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.password !== undefined){
let data3 = data.password;
if(typeof data3 === "string"){
if(func2(data3) > 1024){
const err7 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data3) < 12){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 12},message:"must NOT have fewer than 12 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

