// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.
// @ts-nocheck
import __runtime0 from "ajv/dist/runtime/ucs2length.js";
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
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-content-blocks.schema.json","x-key":"lrdx-content-blocks","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-content-blocks"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"paragraph":{"type":"string","maxLength":5000,"default":""},"col-numbers":{"type":"integer","minimum":1,"maximum":4,"default":3},"mobile-slider":{"type":"boolean","default":false},"align_cta_items":{"type":"boolean","default":false}}},"groups":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{"image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"integer","minimum":1},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"image-link":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"header":{"type":"string","maxLength":300,"default":""},"description":{"type":"string","maxLength":20000,"default":""},"rdx-link":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}}}},"default":[]}}};

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
if(data13 < 1 || isNaN(data13)){
const err26 = {instancePath:instancePath+"/groups/" + i0+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data12.alt !== undefined){
let data14 = data12.alt;
if(typeof data14 === "string"){
if(func2(data14) > 300){
const err27 = {instancePath:instancePath+"/groups/" + i0+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err28 = {instancePath:instancePath+"/groups/" + i0+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/groups/" + i0+"/image",schemaPath:"#/properties/groups/items/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
const err30 = {instancePath:instancePath+"/groups/" + i0+"/image-link",schemaPath:"#/properties/groups/items/properties/image-link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
let data16 = data15.link_text;
if(typeof data16 === "string"){
if(func2(data16) > 200){
const err31 = {instancePath:instancePath+"/groups/" + i0+"/image-link/link_text",schemaPath:"#/properties/groups/items/properties/image-link/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/groups/" + i0+"/image-link/link_text",schemaPath:"#/properties/groups/items/properties/image-link/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
let data17 = data15.url;
if(typeof data17 === "string"){
if(func2(data17) > 2000){
const err33 = {instancePath:instancePath+"/groups/" + i0+"/image-link/url",schemaPath:"#/properties/groups/items/properties/image-link/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err34 = {instancePath:instancePath+"/groups/" + i0+"/image-link/url",schemaPath:"#/properties/groups/items/properties/image-link/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data18 = data15.type;
if(!((((data18 === "internal") || (data18 === "external")) || (data18 === "form")) || (data18 === "file"))){
const err35 = {instancePath:instancePath+"/groups/" + i0+"/image-link/type",schemaPath:"#/properties/groups/items/properties/image-link/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data19 = data15.target;
if(!((data19 === "_self") || (data19 === "_blank"))){
const err36 = {instancePath:instancePath+"/groups/" + i0+"/image-link/target",schemaPath:"#/properties/groups/items/properties/image-link/properties/target/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data15.rdx_forms_form_id !== "string"){
const err37 = {instancePath:instancePath+"/groups/" + i0+"/image-link/rdx_forms_form_id",schemaPath:"#/properties/groups/items/properties/image-link/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
let data21 = data15.hidden_fields;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key5 in data21){
if(typeof data21[key5] !== "string"){
const err38 = {instancePath:instancePath+"/groups/" + i0+"/image-link/hidden_fields/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/image-link/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/groups/" + i0+"/image-link/hidden_fields",schemaPath:"#/properties/groups/items/properties/image-link/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data15.icon !== "string"){
const err40 = {instancePath:instancePath+"/groups/" + i0+"/image-link/icon",schemaPath:"#/properties/groups/items/properties/image-link/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data15.theme !== "string"){
const err41 = {instancePath:instancePath+"/groups/" + i0+"/image-link/theme",schemaPath:"#/properties/groups/items/properties/image-link/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
let data25 = data15.ui_type;
if(!(((data25 === "primary") || (data25 === "secondary")) || (data25 === "tertiary"))){
const err42 = {instancePath:instancePath+"/groups/" + i0+"/image-link/ui_type",schemaPath:"#/properties/groups/items/properties/image-link/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
let data26 = data15.size;
if(!((data26 === "medium") || (data26 === "small"))){
const err43 = {instancePath:instancePath+"/groups/" + i0+"/image-link/size",schemaPath:"#/properties/groups/items/properties/image-link/properties/size/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
let data27 = data15.form_layout;
if(!((data27 === "") || (data27 === "double_column"))){
const err44 = {instancePath:instancePath+"/groups/" + i0+"/image-link/form_layout",schemaPath:"#/properties/groups/items/properties/image-link/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["image-link"].properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
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
const err45 = {instancePath:instancePath+"/groups/" + i0+"/image-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/image-link/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(typeof data28.key !== "string"){
const err46 = {instancePath:instancePath+"/groups/" + i0+"/image-link/dc_strategy/key",schemaPath:"#/properties/groups/items/properties/image-link/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data28.value !== "string"){
const err47 = {instancePath:instancePath+"/groups/" + i0+"/image-link/dc_strategy/value",schemaPath:"#/properties/groups/items/properties/image-link/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err48 = {instancePath:instancePath+"/groups/" + i0+"/image-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/image-link/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/groups/" + i0+"/image-link",schemaPath:"#/properties/groups/items/properties/image-link/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
let data31 = data11.header;
if(typeof data31 === "string"){
if(func2(data31) > 300){
const err50 = {instancePath:instancePath+"/groups/" + i0+"/header",schemaPath:"#/properties/groups/items/properties/header/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err51 = {instancePath:instancePath+"/groups/" + i0+"/header",schemaPath:"#/properties/groups/items/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
let data32 = data11.description;
if(typeof data32 === "string"){
if(func2(data32) > 20000){
const err52 = {instancePath:instancePath+"/groups/" + i0+"/description",schemaPath:"#/properties/groups/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
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
const err53 = {instancePath:instancePath+"/groups/" + i0+"/description",schemaPath:"#/properties/groups/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
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
const err54 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link",schemaPath:"#/properties/groups/items/properties/rdx-link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
let data34 = data33.link_text;
if(typeof data34 === "string"){
if(func2(data34) > 200){
const err55 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/link_text",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err56 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/link_text",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
let data35 = data33.url;
if(typeof data35 === "string"){
if(func2(data35) > 2000){
const err57 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err58 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
let data36 = data33.type;
if(!((((data36 === "internal") || (data36 === "external")) || (data36 === "form")) || (data36 === "file"))){
const err59 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/type",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
let data37 = data33.target;
if(!((data37 === "_self") || (data37 === "_blank"))){
const err60 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/target",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/target/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(typeof data33.rdx_forms_form_id !== "string"){
const err61 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/rdx_forms_form_id",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
let data39 = data33.hidden_fields;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key8 in data39){
if(typeof data39[key8] !== "string"){
const err62 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/hidden_fields/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/rdx-link/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err63 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/hidden_fields",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data33.icon !== "string"){
const err64 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/icon",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(typeof data33.theme !== "string"){
const err65 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/theme",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
let data43 = data33.ui_type;
if(!(((data43 === "primary") || (data43 === "secondary")) || (data43 === "tertiary"))){
const err66 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/ui_type",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
let data44 = data33.size;
if(!((data44 === "medium") || (data44 === "small"))){
const err67 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/size",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/size/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
let data45 = data33.form_layout;
if(!((data45 === "") || (data45 === "double_column"))){
const err68 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/form_layout",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema32.properties.groups.items.properties["rdx-link"].properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
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
const err69 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(typeof data46.key !== "string"){
const err70 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/dc_strategy/key",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(typeof data46.value !== "string"){
const err71 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/dc_strategy/value",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/groups/" + i0+"/rdx-link",schemaPath:"#/properties/groups/items/properties/rdx-link/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err74 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateFormComponentBlock = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-form-component.schema.json","x-key":"lrdx-form-component","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-form-component"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"paragraph":{"type":"string","maxLength":5000,"default":""},"form_id":{"enum":["1","2","3"],"default":"1"},"has_two_columns":{"type":"boolean","default":false},"form_hidden_field_mapping":{"type":"object","maxProperties":50,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_.-]+$","maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"default":{}},"form_params_mapping":{"type":"object","maxProperties":50,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_.-]+$","maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"default":{}},"form_location_params_mapping":{"type":"object","maxProperties":50,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_.-]+$","maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"default":{}},"form_location_mapping":{"type":"object","maxProperties":50,"propertyNames":{"type":"string","pattern":"^[A-Za-z0-9_.-]+$","maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"default":{}},"button_position":{"enum":["left","center","right"],"default":"right"},"form_position":{"enum":["left","center","right"],"default":"center"},"box_color":{"enum":["white-theme","light-theme","grey-theme","dark-theme"],"default":"white-theme"},"button_color":{"enum":["primary","secondary"],"default":"primary"},"has_button_margin":{"type":"boolean","default":false},"modal_form":{"type":"boolean","default":false}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};
const pattern7 = new RegExp("^[A-Za-z0-9_.-]+$", "u");

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
if(!pattern7.test(key2)){
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
if(!pattern7.test(key4)){
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
if(!pattern7.test(key6)){
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
if(!pattern7.test(key8)){
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
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-hero-title-banner.schema.json","x-key":"lrdx-hero-title-banner","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-hero-title-banner"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":1},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"paragraph":{"type":"string","maxLength":5000,"default":""},"rdx-image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"integer","minimum":1},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"rdx-image-mobile":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"integer","minimum":1},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"rdx-buttons":{"type":"array","maxItems":2,"items":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"default":[]},"box_color":{"enum":["white-theme","light-theme","grey-theme","dark-theme"],"default":"white-theme"},"vertical_alignment":{"enum":["center","top","bottom"],"default":"center"},"is_reversed":{"type":"boolean","default":false},"offer_schedule":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"end":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"}}},"default":[]},"error_msg":{"type":"string","maxLength":300,"default":"حدث خطأ ما، يرجى المحاولة مرة أخرى."},"try_again_btn_label":{"type":"string","maxLength":80,"default":"حاول مرة أخرى"}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};
const pattern12 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");

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
if(data8 < 1 || isNaN(data8)){
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
if(data7.alt !== undefined){
let data9 = data7.alt;
if(typeof data9 === "string"){
if(func2(data9) > 300){
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
let data10 = data1["rdx-image-mobile"];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id === undefined){
const err22 = {instancePath:instancePath+"/fields/rdx-image-mobile",schemaPath:"#/properties/fields/properties/rdx-image-mobile/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key3 in data10){
if(!((key3 === "id") || (key3 === "alt"))){
const err23 = {instancePath:instancePath+"/fields/rdx-image-mobile",schemaPath:"#/properties/fields/properties/rdx-image-mobile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/fields/rdx-image-mobile/id",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err25 = {instancePath:instancePath+"/fields/rdx-image-mobile/id",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data10.alt !== undefined){
let data12 = data10.alt;
if(typeof data12 === "string"){
if(func2(data12) > 300){
const err26 = {instancePath:instancePath+"/fields/rdx-image-mobile/alt",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err27 = {instancePath:instancePath+"/fields/rdx-image-mobile/alt",schemaPath:"#/properties/fields/properties/rdx-image-mobile/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err28 = {instancePath:instancePath+"/fields/rdx-image-mobile",schemaPath:"#/properties/fields/properties/rdx-image-mobile/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
let data13 = data1["rdx-buttons"];
if(Array.isArray(data13)){
if(data13.length > 2){
const err29 = {instancePath:instancePath+"/fields/rdx-buttons",schemaPath:"#/properties/fields/properties/rdx-buttons/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
const err30 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0,schemaPath:"#/properties/fields/properties/rdx-buttons/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
let data15 = data14.link_text;
if(typeof data15 === "string"){
if(func2(data15) > 200){
const err31 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/link_text",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/link_text",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
let data16 = data14.url;
if(typeof data16 === "string"){
if(func2(data16) > 2000){
const err33 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err34 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data17 = data14.type;
if(!((((data17 === "internal") || (data17 === "external")) || (data17 === "form")) || (data17 === "file"))){
const err35 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/type",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data18 = data14.target;
if(!((data18 === "_self") || (data18 === "_blank"))){
const err36 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/target",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data14.rdx_forms_form_id !== "string"){
const err37 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
let data20 = data14.hidden_fields;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key5 in data20){
if(typeof data20[key5] !== "string"){
const err38 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/hidden_fields/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/hidden_fields",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data14.icon !== "string"){
const err40 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/icon",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data14.theme !== "string"){
const err41 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/theme",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
let data24 = data14.ui_type;
if(!(((data24 === "primary") || (data24 === "secondary")) || (data24 === "tertiary"))){
const err42 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/ui_type",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
let data25 = data14.size;
if(!((data25 === "medium") || (data25 === "small"))){
const err43 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/size",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/size/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
let data26 = data14.form_layout;
if(!((data26 === "") || (data26 === "double_column"))){
const err44 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/form_layout",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties["rdx-buttons"].items.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
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
const err45 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(typeof data27.key !== "string"){
const err46 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy/key",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data27.value !== "string"){
const err47 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy/value",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err48 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0,schemaPath:"#/properties/fields/properties/rdx-buttons/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err50 = {instancePath:instancePath+"/fields/rdx-buttons",schemaPath:"#/properties/fields/properties/rdx-buttons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
let data30 = data1.box_color;
if(!((((data30 === "white-theme") || (data30 === "light-theme")) || (data30 === "grey-theme")) || (data30 === "dark-theme"))){
const err51 = {instancePath:instancePath+"/fields/box_color",schemaPath:"#/properties/fields/properties/box_color/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties.box_color.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
let data31 = data1.vertical_alignment;
if(!(((data31 === "center") || (data31 === "top")) || (data31 === "bottom"))){
const err52 = {instancePath:instancePath+"/fields/vertical_alignment",schemaPath:"#/properties/fields/properties/vertical_alignment/enum",keyword:"enum",params:{allowedValues: schema34.properties.fields.properties.vertical_alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data1.is_reversed !== "boolean"){
const err53 = {instancePath:instancePath+"/fields/is_reversed",schemaPath:"#/properties/fields/properties/is_reversed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let data33 = data1.offer_schedule;
if(Array.isArray(data33)){
if(data33.length > 50){
const err54 = {instancePath:instancePath+"/fields/offer_schedule",schemaPath:"#/properties/fields/properties/offer_schedule/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const len1 = data33.length;
for(let i1=0; i1<len1; i1++){
let data34 = data33[i1];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.start === undefined){
const err55 = {instancePath:instancePath+"/fields/offer_schedule/" + i1,schemaPath:"#/properties/fields/properties/offer_schedule/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data34.end === undefined){
const err56 = {instancePath:instancePath+"/fields/offer_schedule/" + i1,schemaPath:"#/properties/fields/properties/offer_schedule/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key7 in data34){
if(!((key7 === "start") || (key7 === "end"))){
const err57 = {instancePath:instancePath+"/fields/offer_schedule/" + i1,schemaPath:"#/properties/fields/properties/offer_schedule/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data34.start !== undefined){
let data35 = data34.start;
if(typeof data35 === "string"){
if(!pattern12.test(data35)){
const err58 = {instancePath:instancePath+"/fields/offer_schedule/" + i1+"/start",schemaPath:"#/properties/fields/properties/offer_schedule/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err59 = {instancePath:instancePath+"/fields/offer_schedule/" + i1+"/start",schemaPath:"#/properties/fields/properties/offer_schedule/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data34.end !== undefined){
let data36 = data34.end;
if(typeof data36 === "string"){
if(!pattern12.test(data36)){
const err60 = {instancePath:instancePath+"/fields/offer_schedule/" + i1+"/end",schemaPath:"#/properties/fields/properties/offer_schedule/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err61 = {instancePath:instancePath+"/fields/offer_schedule/" + i1+"/end",schemaPath:"#/properties/fields/properties/offer_schedule/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err62 = {instancePath:instancePath+"/fields/offer_schedule/" + i1,schemaPath:"#/properties/fields/properties/offer_schedule/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err63 = {instancePath:instancePath+"/fields/offer_schedule",schemaPath:"#/properties/fields/properties/offer_schedule/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
let data37 = data1.error_msg;
if(typeof data37 === "string"){
if(func2(data37) > 300){
const err64 = {instancePath:instancePath+"/fields/error_msg",schemaPath:"#/properties/fields/properties/error_msg/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/fields/error_msg",schemaPath:"#/properties/fields/properties/error_msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
let data38 = data1.try_again_btn_label;
if(typeof data38 === "string"){
if(func2(data38) > 80){
const err66 = {instancePath:instancePath+"/fields/try_again_btn_label",schemaPath:"#/properties/fields/properties/try_again_btn_label/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/fields/try_again_btn_label",schemaPath:"#/properties/fields/properties/try_again_btn_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err68 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
let data39 = data.groups;
if(Array.isArray(data39)){
if(data39.length > 0){
const err69 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const len2 = data39.length;
for(let i2=0; i2<len2; i2++){
let data40 = data39[i2];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
for(const key8 in data40){
const err70 = {instancePath:instancePath+"/groups/" + i2,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
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
const err71 = {instancePath:instancePath+"/groups/" + i2,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHotspotsContainerBlock = validate24;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-hotspots-container.schema.json","x-key":"lrdx-hotspots-container","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-hotspots-container"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"paragraph":{"type":"string","maxLength":5000,"default":""},"rdx-image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"integer","minimum":1},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"hotspots":{"type":"array","$comment":"At most 20 hotspots. The bound sits in allOf because json-schema-to-typescript spells a top-level maxItems of 20 or less as a union of every tuple length.","allOf":[{"maxItems":20}],"items":{"type":"object","additionalProperties":false,"required":["x","y","group","label"],"properties":{"x":{"type":"number","minimum":0,"maximum":100},"y":{"type":"number","minimum":0,"maximum":100},"group":{"type":"integer","minimum":1,"maximum":20},"label":{"type":"string","minLength":1,"maxLength":120}}},"default":[]},"side_box_color":{"enum":["white-theme","light-theme","dark-theme"],"default":"white-theme"}}},"groups":{"type":"array","maxItems":20,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{"image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"integer","minimum":1},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"heading":{"type":"string","maxLength":200,"default":""},"text":{"type":"string","maxLength":2000,"default":""}}},"default":[]}}};

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
if(data7 < 1 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/fields/rdx-image/id",schemaPath:"#/properties/fields/properties/rdx-image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data6.alt !== undefined){
let data8 = data6.alt;
if(typeof data8 === "string"){
if(func2(data8) > 300){
const err18 = {instancePath:instancePath+"/fields/rdx-image/alt",schemaPath:"#/properties/fields/properties/rdx-image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err19 = {instancePath:instancePath+"/fields/rdx-image/alt",schemaPath:"#/properties/fields/properties/rdx-image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/fields/rdx-image",schemaPath:"#/properties/fields/properties/rdx-image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data9 = data1.hotspots;
if(Array.isArray(data9)){
if(data9.length > 20){
const err21 = {instancePath:instancePath+"/fields/hotspots",schemaPath:"#/properties/fields/properties/hotspots/allOf/0/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
const err22 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10.y === undefined){
const err23 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data10.group === undefined){
const err24 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10.label === undefined){
const err25 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key3 in data10){
if(!((((key3 === "x") || (key3 === "y")) || (key3 === "group")) || (key3 === "label"))){
const err26 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.x !== undefined){
let data11 = data10.x;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/x",schemaPath:"#/properties/fields/properties/hotspots/items/properties/x/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err28 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/x",schemaPath:"#/properties/fields/properties/hotspots/items/properties/x/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err29 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/x",schemaPath:"#/properties/fields/properties/hotspots/items/properties/x/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data10.y !== undefined){
let data12 = data10.y;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err30 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/y",schemaPath:"#/properties/fields/properties/hotspots/items/properties/y/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/y",schemaPath:"#/properties/fields/properties/hotspots/items/properties/y/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/y",schemaPath:"#/properties/fields/properties/hotspots/items/properties/y/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.group !== undefined){
let data13 = data10.group;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/group",schemaPath:"#/properties/fields/properties/hotspots/items/properties/group/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 20 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/group",schemaPath:"#/properties/fields/properties/hotspots/items/properties/group/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err35 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/group",schemaPath:"#/properties/fields/properties/hotspots/items/properties/group/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data10.label !== undefined){
let data14 = data10.label;
if(typeof data14 === "string"){
if(func2(data14) > 120){
const err36 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/label",schemaPath:"#/properties/fields/properties/hotspots/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func2(data14) < 1){
const err37 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/label",schemaPath:"#/properties/fields/properties/hotspots/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err38 = {instancePath:instancePath+"/fields/hotspots/" + i0+"/label",schemaPath:"#/properties/fields/properties/hotspots/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/fields/hotspots/" + i0,schemaPath:"#/properties/fields/properties/hotspots/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err40 = {instancePath:instancePath+"/fields/hotspots",schemaPath:"#/properties/fields/properties/hotspots/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
let data15 = data1.side_box_color;
if(!(((data15 === "white-theme") || (data15 === "light-theme")) || (data15 === "dark-theme"))){
const err41 = {instancePath:instancePath+"/fields/side_box_color",schemaPath:"#/properties/fields/properties/side_box_color/enum",keyword:"enum",params:{allowedValues: schema35.properties.fields.properties.side_box_color.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
let data16 = data.groups;
if(Array.isArray(data16)){
if(data16.length > 20){
const err43 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
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
const err44 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
let data18 = data17.image;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.id === undefined){
const err45 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key5 in data18){
if(!((key5 === "id") || (key5 === "alt"))){
const err46 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data18.id !== undefined){
let data19 = data18.id;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err47 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err48 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data18.alt !== undefined){
let data20 = data18.alt;
if(typeof data20 === "string"){
if(func2(data20) > 300){
const err49 = {instancePath:instancePath+"/groups/" + i1+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err50 = {instancePath:instancePath+"/groups/" + i1+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err51 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
let data21 = data17.heading;
if(typeof data21 === "string"){
if(func2(data21) > 200){
const err52 = {instancePath:instancePath+"/groups/" + i1+"/heading",schemaPath:"#/properties/groups/items/properties/heading/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err53 = {instancePath:instancePath+"/groups/" + i1+"/heading",schemaPath:"#/properties/groups/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let data22 = data17.text;
if(typeof data22 === "string"){
if(func2(data22) > 2000){
const err54 = {instancePath:instancePath+"/groups/" + i1+"/text",schemaPath:"#/properties/groups/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err55 = {instancePath:instancePath+"/groups/" + i1+"/text",schemaPath:"#/properties/groups/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err56 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
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
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-in-page-navigation.schema.json","x-key":"lrdx-in-page-navigation","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-in-page-navigation"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"goTopShort":{"type":"string","maxLength":40,"default":"للأعلى"},"link":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"button":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}}}},"groups":{"type":"array","maxItems":10,"items":{"type":"object","additionalProperties":false,"default":{},"required":["label","blockId"],"properties":{"label":{"type":"string","minLength":1,"maxLength":60},"blockId":{"type":"string","minLength":1,"maxLength":80,"pattern":"^[A-Za-z0-9_-]+$"}}},"default":[]}}};
const pattern16 = new RegExp("^[A-Za-z0-9_-]+$", "u");

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
}
else {
const err12 = {instancePath:instancePath+"/fields/link/url",schemaPath:"#/properties/fields/properties/link/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data3.type;
if(!((((data6 === "internal") || (data6 === "external")) || (data6 === "form")) || (data6 === "file"))){
const err13 = {instancePath:instancePath+"/fields/link/type",schemaPath:"#/properties/fields/properties/link/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data7 = data3.target;
if(!((data7 === "_self") || (data7 === "_blank"))){
const err14 = {instancePath:instancePath+"/fields/link/target",schemaPath:"#/properties/fields/properties/link/properties/target/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data3.rdx_forms_form_id !== "string"){
const err15 = {instancePath:instancePath+"/fields/link/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/link/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data9 = data3.hidden_fields;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(typeof data9[key3] !== "string"){
const err16 = {instancePath:instancePath+"/fields/link/hidden_fields/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/link/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/fields/link/hidden_fields",schemaPath:"#/properties/fields/properties/link/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data3.icon !== "string"){
const err18 = {instancePath:instancePath+"/fields/link/icon",schemaPath:"#/properties/fields/properties/link/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data3.theme !== "string"){
const err19 = {instancePath:instancePath+"/fields/link/theme",schemaPath:"#/properties/fields/properties/link/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data13 = data3.ui_type;
if(!(((data13 === "primary") || (data13 === "secondary")) || (data13 === "tertiary"))){
const err20 = {instancePath:instancePath+"/fields/link/ui_type",schemaPath:"#/properties/fields/properties/link/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data14 = data3.size;
if(!((data14 === "medium") || (data14 === "small"))){
const err21 = {instancePath:instancePath+"/fields/link/size",schemaPath:"#/properties/fields/properties/link/properties/size/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data15 = data3.form_layout;
if(!((data15 === "") || (data15 === "double_column"))){
const err22 = {instancePath:instancePath+"/fields/link/form_layout",schemaPath:"#/properties/fields/properties/link/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.link.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
const err23 = {instancePath:instancePath+"/fields/link/dc_strategy",schemaPath:"#/properties/fields/properties/link/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(typeof data16.key !== "string"){
const err24 = {instancePath:instancePath+"/fields/link/dc_strategy/key",schemaPath:"#/properties/fields/properties/link/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data16.value !== "string"){
const err25 = {instancePath:instancePath+"/fields/link/dc_strategy/value",schemaPath:"#/properties/fields/properties/link/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/fields/link/dc_strategy",schemaPath:"#/properties/fields/properties/link/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/fields/link",schemaPath:"#/properties/fields/properties/link/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
const err28 = {instancePath:instancePath+"/fields/button",schemaPath:"#/properties/fields/properties/button/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data20 = data19.link_text;
if(typeof data20 === "string"){
if(func2(data20) > 200){
const err29 = {instancePath:instancePath+"/fields/button/link_text",schemaPath:"#/properties/fields/properties/button/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err30 = {instancePath:instancePath+"/fields/button/link_text",schemaPath:"#/properties/fields/properties/button/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
let data21 = data19.url;
if(typeof data21 === "string"){
if(func2(data21) > 2000){
const err31 = {instancePath:instancePath+"/fields/button/url",schemaPath:"#/properties/fields/properties/button/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/fields/button/url",schemaPath:"#/properties/fields/properties/button/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
let data22 = data19.type;
if(!((((data22 === "internal") || (data22 === "external")) || (data22 === "form")) || (data22 === "file"))){
const err33 = {instancePath:instancePath+"/fields/button/type",schemaPath:"#/properties/fields/properties/button/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
let data23 = data19.target;
if(!((data23 === "_self") || (data23 === "_blank"))){
const err34 = {instancePath:instancePath+"/fields/button/target",schemaPath:"#/properties/fields/properties/button/properties/target/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data19.rdx_forms_form_id !== "string"){
const err35 = {instancePath:instancePath+"/fields/button/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/button/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data25 = data19.hidden_fields;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key6 in data25){
if(typeof data25[key6] !== "string"){
const err36 = {instancePath:instancePath+"/fields/button/hidden_fields/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/button/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err37 = {instancePath:instancePath+"/fields/button/hidden_fields",schemaPath:"#/properties/fields/properties/button/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data19.icon !== "string"){
const err38 = {instancePath:instancePath+"/fields/button/icon",schemaPath:"#/properties/fields/properties/button/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data19.theme !== "string"){
const err39 = {instancePath:instancePath+"/fields/button/theme",schemaPath:"#/properties/fields/properties/button/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
let data29 = data19.ui_type;
if(!(((data29 === "primary") || (data29 === "secondary")) || (data29 === "tertiary"))){
const err40 = {instancePath:instancePath+"/fields/button/ui_type",schemaPath:"#/properties/fields/properties/button/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
let data30 = data19.size;
if(!((data30 === "medium") || (data30 === "small"))){
const err41 = {instancePath:instancePath+"/fields/button/size",schemaPath:"#/properties/fields/properties/button/properties/size/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
let data31 = data19.form_layout;
if(!((data31 === "") || (data31 === "double_column"))){
const err42 = {instancePath:instancePath+"/fields/button/form_layout",schemaPath:"#/properties/fields/properties/button/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema37.properties.fields.properties.button.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
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
const err43 = {instancePath:instancePath+"/fields/button/dc_strategy",schemaPath:"#/properties/fields/properties/button/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(typeof data32.key !== "string"){
const err44 = {instancePath:instancePath+"/fields/button/dc_strategy/key",schemaPath:"#/properties/fields/properties/button/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data32.value !== "string"){
const err45 = {instancePath:instancePath+"/fields/button/dc_strategy/value",schemaPath:"#/properties/fields/properties/button/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err46 = {instancePath:instancePath+"/fields/button/dc_strategy",schemaPath:"#/properties/fields/properties/button/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err47 = {instancePath:instancePath+"/fields/button",schemaPath:"#/properties/fields/properties/button/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err48 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
let data35 = data.groups;
if(Array.isArray(data35)){
if(data35.length > 10){
const err49 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len0 = data35.length;
for(let i0=0; i0<len0; i0++){
let data36 = data35[i0];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.label === undefined){
const err50 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data36.blockId === undefined){
const err51 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "blockId"},message:"must have required property '"+"blockId"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key8 in data36){
if(!((key8 === "label") || (key8 === "blockId"))){
const err52 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data36.label !== undefined){
let data37 = data36.label;
if(typeof data37 === "string"){
if(func2(data37) > 60){
const err53 = {instancePath:instancePath+"/groups/" + i0+"/label",schemaPath:"#/properties/groups/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func2(data37) < 1){
const err54 = {instancePath:instancePath+"/groups/" + i0+"/label",schemaPath:"#/properties/groups/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err55 = {instancePath:instancePath+"/groups/" + i0+"/label",schemaPath:"#/properties/groups/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data36.blockId !== undefined){
let data38 = data36.blockId;
if(typeof data38 === "string"){
if(func2(data38) > 80){
const err56 = {instancePath:instancePath+"/groups/" + i0+"/blockId",schemaPath:"#/properties/groups/items/properties/blockId/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func2(data38) < 1){
const err57 = {instancePath:instancePath+"/groups/" + i0+"/blockId",schemaPath:"#/properties/groups/items/properties/blockId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!pattern16.test(data38)){
const err58 = {instancePath:instancePath+"/groups/" + i0+"/blockId",schemaPath:"#/properties/groups/items/properties/blockId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
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
const err59 = {instancePath:instancePath+"/groups/" + i0+"/blockId",schemaPath:"#/properties/groups/items/properties/blockId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err60 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err61 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
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
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-sign-post.schema.json","x-key":"lrdx-sign-post","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-sign-post"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"header_icon":{"enum":["","arrow-start","arrow-end","chevron-down","phone","location","calendar","car","steering-wheel","fuel","electric","email","search","info","check","star","download","whatsapp","wrench","shield"],"default":""},"paragraph":{"type":"string","maxLength":5000,"default":""},"col-numbers":{"type":"integer","minimum":1,"maximum":4,"default":3},"box_color":{"enum":["white-theme","light-theme","grey-theme","dark-theme"],"default":"white-theme"},"rdx-links":{"type":"array","maxItems":12,"items":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"default":[]}}},"groups":{"type":"array","maxItems":12,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{"image":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"integer","minimum":1},"alt":{"type":"string","maxLength":300}},"default":{"id":24735}},"icon":{"enum":["","arrow-start","arrow-end","chevron-down","phone","location","calendar","car","steering-wheel","fuel","electric","email","search","info","check","star","download","whatsapp","wrench","shield"],"default":""},"heading":{"type":"string","maxLength":200,"default":""},"text":{"type":"string","maxLength":1000,"default":""},"rdx-link":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}}}},"default":[]}}};

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
}
else {
const err25 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
let data14 = data11.type;
if(!((((data14 === "internal") || (data14 === "external")) || (data14 === "form")) || (data14 === "file"))){
const err26 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/type",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data15 = data11.target;
if(!((data15 === "_self") || (data15 === "_blank"))){
const err27 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/target",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data11.rdx_forms_form_id !== "string"){
const err28 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
let data17 = data11.hidden_fields;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key3 in data17){
if(typeof data17[key3] !== "string"){
const err29 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/hidden_fields/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/rdx-links/items/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/hidden_fields",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data11.icon !== "string"){
const err31 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/icon",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data11.theme !== "string"){
const err32 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/theme",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
let data21 = data11.ui_type;
if(!(((data21 === "primary") || (data21 === "secondary")) || (data21 === "tertiary"))){
const err33 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/ui_type",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
let data22 = data11.size;
if(!((data22 === "medium") || (data22 === "small"))){
const err34 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/size",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/size/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data23 = data11.form_layout;
if(!((data23 === "") || (data23 === "double_column"))){
const err35 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/form_layout",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema39.properties.fields.properties["rdx-links"].items.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
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
const err36 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(typeof data24.key !== "string"){
const err37 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/dc_strategy/key",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data24.value !== "string"){
const err38 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/dc_strategy/value",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/fields/rdx-links/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-links/items/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err40 = {instancePath:instancePath+"/fields/rdx-links/" + i0,schemaPath:"#/properties/fields/properties/rdx-links/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err41 = {instancePath:instancePath+"/fields/rdx-links",schemaPath:"#/properties/fields/properties/rdx-links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
let data27 = data.groups;
if(Array.isArray(data27)){
if(data27.length > 12){
const err43 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
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
const err44 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
let data29 = data28.image;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.id === undefined){
const err45 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key6 in data29){
if(!((key6 === "id") || (key6 === "alt"))){
const err46 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data29.id !== undefined){
let data30 = data29.id;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err47 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 1 || isNaN(data30)){
const err48 = {instancePath:instancePath+"/groups/" + i1+"/image/id",schemaPath:"#/properties/groups/items/properties/image/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data29.alt !== undefined){
let data31 = data29.alt;
if(typeof data31 === "string"){
if(func2(data31) > 300){
const err49 = {instancePath:instancePath+"/groups/" + i1+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err50 = {instancePath:instancePath+"/groups/" + i1+"/image/alt",schemaPath:"#/properties/groups/items/properties/image/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err51 = {instancePath:instancePath+"/groups/" + i1+"/image",schemaPath:"#/properties/groups/items/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
let data32 = data28.icon;
if(!((((((((((((((((((((data32 === "") || (data32 === "arrow-start")) || (data32 === "arrow-end")) || (data32 === "chevron-down")) || (data32 === "phone")) || (data32 === "location")) || (data32 === "calendar")) || (data32 === "car")) || (data32 === "steering-wheel")) || (data32 === "fuel")) || (data32 === "electric")) || (data32 === "email")) || (data32 === "search")) || (data32 === "info")) || (data32 === "check")) || (data32 === "star")) || (data32 === "download")) || (data32 === "whatsapp")) || (data32 === "wrench")) || (data32 === "shield"))){
const err52 = {instancePath:instancePath+"/groups/" + i1+"/icon",schemaPath:"#/properties/groups/items/properties/icon/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties.icon.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
let data33 = data28.heading;
if(typeof data33 === "string"){
if(func2(data33) > 200){
const err53 = {instancePath:instancePath+"/groups/" + i1+"/heading",schemaPath:"#/properties/groups/items/properties/heading/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err54 = {instancePath:instancePath+"/groups/" + i1+"/heading",schemaPath:"#/properties/groups/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
let data34 = data28.text;
if(typeof data34 === "string"){
if(func2(data34) > 1000){
const err55 = {instancePath:instancePath+"/groups/" + i1+"/text",schemaPath:"#/properties/groups/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err56 = {instancePath:instancePath+"/groups/" + i1+"/text",schemaPath:"#/properties/groups/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
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
const err57 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link",schemaPath:"#/properties/groups/items/properties/rdx-link/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
let data36 = data35.link_text;
if(typeof data36 === "string"){
if(func2(data36) > 200){
const err58 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/link_text",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/link_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err59 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/link_text",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/link_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
let data37 = data35.url;
if(typeof data37 === "string"){
if(func2(data37) > 2000){
const err60 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err61 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/url",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
let data38 = data35.type;
if(!((((data38 === "internal") || (data38 === "external")) || (data38 === "form")) || (data38 === "file"))){
const err62 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/type",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
let data39 = data35.target;
if(!((data39 === "_self") || (data39 === "_blank"))){
const err63 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/target",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/target/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data35.rdx_forms_form_id !== "string"){
const err64 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/rdx_forms_form_id",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
let data41 = data35.hidden_fields;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key8 in data41){
if(typeof data41[key8] !== "string"){
const err65 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/hidden_fields/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/rdx-link/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err66 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/hidden_fields",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(typeof data35.icon !== "string"){
const err67 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/icon",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(typeof data35.theme !== "string"){
const err68 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/theme",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
let data45 = data35.ui_type;
if(!(((data45 === "primary") || (data45 === "secondary")) || (data45 === "tertiary"))){
const err69 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/ui_type",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
let data46 = data35.size;
if(!((data46 === "medium") || (data46 === "small"))){
const err70 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/size",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/size/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
let data47 = data35.form_layout;
if(!((data47 === "") || (data47 === "double_column"))){
const err71 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/form_layout",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema39.properties.groups.items.properties["rdx-link"].properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
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
const err72 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(typeof data48.key !== "string"){
const err73 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/dc_strategy/key",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(typeof data48.value !== "string"){
const err74 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/dc_strategy/value",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err75 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link/dc_strategy",schemaPath:"#/properties/groups/items/properties/rdx-link/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err76 = {instancePath:instancePath+"/groups/" + i1+"/rdx-link",schemaPath:"#/properties/groups/items/properties/rdx-link/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err77 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSnippetBlock = validate29;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-snippet.schema.json","x-key":"lrdx-snippet","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-snippet"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"section_class":{"enum":["wide-center","wide-left","narrow-center","narrow-left","wide-center-disclaimer","narrow-left-disclaimer"],"default":"wide-center"},"section_height":{"enum":["normal","short","no-top-padding","no-bottom-padding","no-padding"],"default":"normal"},"intro_separator":{"type":"object","additionalProperties":false,"properties":{"big":{"type":"boolean","default":false}},"default":{"big":false}},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"header_font":{"enum":["primary","secondary"],"default":"primary"},"paragraph":{"type":"string","maxLength":5000,"default":""},"rdx-buttons":{"type":"array","maxItems":4,"items":{"type":"object","additionalProperties":false,"properties":{"link_text":{"type":"string","maxLength":200,"default":""},"url":{"type":"string","maxLength":2000,"default":""},"type":{"enum":["internal","external","form","file"],"default":"internal"},"target":{"enum":["_self","_blank"],"default":"_self"},"rdx_forms_form_id":{"type":"string","default":""},"hidden_fields":{"type":"object","additionalProperties":{"type":"string"},"default":{}},"icon":{"type":"string","default":""},"theme":{"type":"string","default":""},"ui_type":{"enum":["primary","secondary","tertiary"],"default":"primary"},"size":{"enum":["medium","small"],"default":"medium"},"form_layout":{"enum":["","double_column"],"default":""},"dc_strategy":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","default":""},"value":{"type":"string","default":""}}}},"default":{}},"default":[]},"font_size":{"enum":["","small-size"],"default":""}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};

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
}
else {
const err26 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/url",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data16 = data13.type;
if(!((((data16 === "internal") || (data16 === "external")) || (data16 === "form")) || (data16 === "file"))){
const err27 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/type",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
let data17 = data13.target;
if(!((data17 === "_self") || (data17 === "_blank"))){
const err28 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/target",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data13.rdx_forms_form_id !== "string"){
const err29 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/rdx_forms_form_id",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/rdx_forms_form_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
let data19 = data13.hidden_fields;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key4 in data19){
if(typeof data19[key4] !== "string"){
const err30 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/hidden_fields/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/hidden_fields/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/hidden_fields",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/hidden_fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data13.icon !== "string"){
const err32 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/icon",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data13.theme !== "string"){
const err33 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/theme",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
let data23 = data13.ui_type;
if(!(((data23 === "primary") || (data23 === "secondary")) || (data23 === "tertiary"))){
const err34 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/ui_type",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/ui_type/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.ui_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
let data24 = data13.size;
if(!((data24 === "medium") || (data24 === "small"))){
const err35 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/size",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/size/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data25 = data13.form_layout;
if(!((data25 === "") || (data25 === "double_column"))){
const err36 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/form_layout",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/form_layout/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties["rdx-buttons"].items.properties.form_layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
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
const err37 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(typeof data26.key !== "string"){
const err38 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy/key",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data26.value !== "string"){
const err39 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy/value",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err40 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0+"/dc_strategy",schemaPath:"#/properties/fields/properties/rdx-buttons/items/properties/dc_strategy/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err41 = {instancePath:instancePath+"/fields/rdx-buttons/" + i0,schemaPath:"#/properties/fields/properties/rdx-buttons/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err42 = {instancePath:instancePath+"/fields/rdx-buttons",schemaPath:"#/properties/fields/properties/rdx-buttons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
let data29 = data1.font_size;
if(!((data29 === "") || (data29 === "small-size"))){
const err43 = {instancePath:instancePath+"/fields/font_size",schemaPath:"#/properties/fields/properties/font_size/enum",keyword:"enum",params:{allowedValues: schema40.properties.fields.properties.font_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
let data30 = data.groups;
if(Array.isArray(data30)){
if(data30.length > 0){
const err45 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
let data31 = data30[i1];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
const err46 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
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
const err47 = {instancePath:instancePath+"/groups/" + i1,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err48 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAuthSettings = validate30;
const schema41 = {"$id":"https://schema.cms.local/settings/auth.parsed.json","type":"object","properties":{"auth.oidc.issuer":{"type":"string","maxLength":2000,"pattern":"^(https?://[^\\s]+)?$","default":""},"auth.oidc.client_id":{"type":"string","maxLength":200,"default":""},"auth.oidc.audience":{"type":"string","maxLength":500,"default":""},"auth.oidc.instance_id":{"type":"string","maxLength":200,"default":""},"auth.oidc.authorization_url":{"type":"string","maxLength":2000,"pattern":"^(https?://[^\\s]+)?$","default":""},"auth.oidc.default_role":{"enum":["viewer","editor","admin"],"default":"viewer","type":"string"}}};
const pattern20 = new RegExp("^(https?://[^\\s]+)?$", "u");

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
if(!pattern20.test(data0)){
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
if(!pattern20.test(data4)){
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

export const validateGeneralSettings = validate31;
const schema42 = {"$id":"https://schema.cms.local/settings/general.parsed.json","type":"object","properties":{"general.app_name":{"type":"string","maxLength":120,"default":""},"general.404_page":{"type":"string","maxLength":100000,"default":""},"general.site_timezone":{"type":"string","default":"Asia/Dubai"},"general.media_library_url":{"type":"string","default":""},"general.footer.content.middle_html":{"type":"string","maxLength":50000,"default":""},"general.footer.content.bottom_footer":{"type":"string","maxLength":50000,"default":""},"general.footer.content.top_footer":{"type":"array","maxItems":8,"items":{"type":"object","additionalProperties":false,"required":["heading","items"],"properties":{"heading":{"type":"string","maxLength":120},"items":{"type":"array","maxItems":30,"items":{"type":"object","additionalProperties":false,"required":["label","url"],"properties":{"label":{"type":"string","minLength":1,"maxLength":120},"url":{"type":"string","minLength":1,"maxLength":2000},"target":{"enum":["_self","_blank"],"default":"_self"}}}}}}},"general.require_user_login":{"enum":["true","false"],"default":"false","type":"string"}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/general.parsed.json" */;
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
if(typeof data["general.site_timezone"] !== "string"){
const err4 = {instancePath:instancePath+"/general.site_timezone",schemaPath:"#/properties/general.site_timezone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data["general.media_library_url"] !== "string"){
const err5 = {instancePath:instancePath+"/general.media_library_url",schemaPath:"#/properties/general.media_library_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data4 = data["general.footer.content.middle_html"];
if(typeof data4 === "string"){
if(func2(data4) > 50000){
const err6 = {instancePath:instancePath+"/general.footer.content.middle_html",schemaPath:"#/properties/general.footer.content.middle_html/maxLength",keyword:"maxLength",params:{limit: 50000},message:"must NOT have more than 50000 characters"};
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
const err7 = {instancePath:instancePath+"/general.footer.content.middle_html",schemaPath:"#/properties/general.footer.content.middle_html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data5 = data["general.footer.content.bottom_footer"];
if(typeof data5 === "string"){
if(func2(data5) > 50000){
const err8 = {instancePath:instancePath+"/general.footer.content.bottom_footer",schemaPath:"#/properties/general.footer.content.bottom_footer/maxLength",keyword:"maxLength",params:{limit: 50000},message:"must NOT have more than 50000 characters"};
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
const err9 = {instancePath:instancePath+"/general.footer.content.bottom_footer",schemaPath:"#/properties/general.footer.content.bottom_footer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data["general.footer.content.top_footer"] !== undefined){
let data6 = data["general.footer.content.top_footer"];
if(Array.isArray(data6)){
if(data6.length > 8){
const err10 = {instancePath:instancePath+"/general.footer.content.top_footer",schemaPath:"#/properties/general.footer.content.top_footer/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.heading === undefined){
const err11 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0,schemaPath:"#/properties/general.footer.content.top_footer/items/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.items === undefined){
const err12 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0,schemaPath:"#/properties/general.footer.content.top_footer/items/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data7){
if(!((key0 === "heading") || (key0 === "items"))){
const err13 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0,schemaPath:"#/properties/general.footer.content.top_footer/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.heading !== undefined){
let data8 = data7.heading;
if(typeof data8 === "string"){
if(func2(data8) > 120){
const err14 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/heading",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/heading/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
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
const err15 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/heading",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.items !== undefined){
let data9 = data7.items;
if(Array.isArray(data9)){
if(data9.length > 30){
const err16 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
const err17 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1,schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data10.url === undefined){
const err18 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1,schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data10){
if(!(((key1 === "label") || (key1 === "url")) || (key1 === "target"))){
const err19 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1,schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data10.label !== undefined){
let data11 = data10.label;
if(typeof data11 === "string"){
if(func2(data11) > 120){
const err20 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/label",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func2(data11) < 1){
const err21 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/label",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/label",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data10.url !== undefined){
let data12 = data10.url;
if(typeof data12 === "string"){
if(func2(data12) > 2000){
const err23 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/url",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data12) < 1){
const err24 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/url",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err25 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/url",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
let data13 = data10.target;
if(!((data13 === "_self") || (data13 === "_blank"))){
const err26 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1+"/target",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/properties/target/enum",keyword:"enum",params:{allowedValues: schema42.properties["general.footer.content.top_footer"].items.properties.items.items.properties.target.enum},message:"must be equal to one of the allowed values"};
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
const err27 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items/" + i1,schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0+"/items",schemaPath:"#/properties/general.footer.content.top_footer/items/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err29 = {instancePath:instancePath+"/general.footer.content.top_footer/" + i0,schemaPath:"#/properties/general.footer.content.top_footer/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err30 = {instancePath:instancePath+"/general.footer.content.top_footer",schemaPath:"#/properties/general.footer.content.top_footer/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
let data14 = data["general.require_user_login"];
if(typeof data14 !== "string"){
const err31 = {instancePath:instancePath+"/general.require_user_login",schemaPath:"#/properties/general.require_user_login/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data14 === "true") || (data14 === "false"))){
const err32 = {instancePath:instancePath+"/general.require_user_login",schemaPath:"#/properties/general.require_user_login/enum",keyword:"enum",params:{allowedValues: schema42.properties["general.require_user_login"].enum},message:"must be equal to one of the allowed values"};
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"general.app_name":true,"general.404_page":true,"general.site_timezone":true,"general.media_library_url":true,"general.footer.content.middle_html":true,"general.footer.content.bottom_footer":true,"general.footer.content.top_footer":true,"general.require_user_login":true},"dynamicProps":false,"dynamicItems":false};

export const validateSearchSettings = validate32;
const schema43 = {"$id":"https://schema.cms.local/settings/search.parsed.json","type":"object","properties":{"search.popup.enabled":{"enum":["true","false"],"default":"false","type":"string"}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/search.parsed.json" */;
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
const err1 = {instancePath:instancePath+"/search.popup.enabled",schemaPath:"#/properties/search.popup.enabled/enum",keyword:"enum",params:{allowedValues: schema43.properties["search.popup.enabled"].enum},message:"must be equal to one of the allowed values"};
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"search.popup.enabled":true},"dynamicProps":false,"dynamicItems":false};

export const validateSecuritySettings = validate33;
const schema44 = {"$id":"https://schema.cms.local/settings/security.parsed.json","type":"object","properties":{"security.raw_html_enabled":{"enum":["true","false"],"default":"true","type":"string"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/settings/security.parsed.json" */;
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
const err1 = {instancePath:instancePath+"/security.raw_html_enabled",schemaPath:"#/properties/security.raw_html_enabled/enum",keyword:"enum",params:{allowedValues: schema44.properties["security.raw_html_enabled"].enum},message:"must be equal to one of the allowed values"};
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
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"security.raw_html_enabled":true},"dynamicProps":false,"dynamicItems":false};

export const validateBlockInstance = validate34;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/block-instance.schema.json","title":"BlockInstance","description":"A block as stored and exchanged: its template key, its fields and its repeatable groups. The template's own validator checks the inside.","type":"object","additionalProperties":false,"required":["template"],"properties":{"template":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)+$"},"fields":{"type":"object","default":{}},"groups":{"type":"array","items":{"type":"object"},"default":[]}},"examples":[{"template":"lrdx-quote","fields":{"quote":"نص"},"groups":[]}]};
const pattern22 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)+$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/block-instance.schema.json" */;
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
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
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
if(!pattern22.test(data0)){
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
let data1 = data.fields;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err4 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.groups;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err5 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateContentDocument = validate35;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/content-document.schema.json","title":"ContentDocument","description":"What `npm run content -- export` writes and `import` reads.","type":"object","additionalProperties":false,"required":["pages","settings"],"properties":{"pages":{"type":"array","items":{"$ref":"page.schema.json"}},"settings":{"type":"array","items":{"$ref":"setting.schema.json"}}},"examples":[{"pages":[{"path":"index","title":"الرئيسية"}],"settings":[{"key":"general.app_name","value":"الموقع"}]}]};
const schema49 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting.schema.json","title":"Setting","description":"One key/value setting. 'true' stands for boolean true; JSON is held as a string.","type":"object","additionalProperties":false,"required":["key","value"],"properties":{"key":{"type":"string","minLength":1,"maxLength":200,"pattern":"^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"},"value":{"type":"string","maxLength":200000}},"examples":[{"key":"search.popup.enabled","value":"true"}]};
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page.schema.json","title":"Page","description":"A page as imported and exported: the fields of the spec's Page entity, its path as the pages API looks it up, and its blocks.","type":"object","additionalProperties":false,"required":["path","title"],"properties":{"path":{"description":"No language base, no leading or trailing slash; the home page is \"index\".","type":"string","minLength":1,"maxLength":500,"pattern":"^(?!/)(?!.*//)(?!.*/$)[^\\s?#]+$"},"page_type":{"enum":["page","folder","news"],"default":"page"},"title":{"type":"string","minLength":1,"maxLength":300},"meta_title":{"type":["string","null"],"maxLength":300,"default":null},"meta_description":{"type":["string","null"],"maxLength":1000,"default":null},"image_id":{"type":["integer","null"],"minimum":1,"default":null},"external_meta_image":{"type":["string","null"],"maxLength":2000,"default":null},"canonical_url":{"type":["string","null"],"maxLength":2000,"default":null},"disable_seo_tracking":{"type":"boolean","default":false},"type":{"description":"url_redirection makes the page a redirect to `to`.","enum":[null,"url_redirection"],"default":null},"to":{"type":["string","null"],"maxLength":2000,"default":null},"http_code":{"enum":[null,301,302,303,307,308],"default":null},"link_type":{"enum":[null,"internal","external","file"],"default":null},"redirect_path":{"type":["string","null"],"maxLength":2000,"default":null},"link_new_window":{"type":"boolean","default":false},"blocks":{"type":"array","maxItems":200,"items":{"$ref":"block-instance.schema.json"},"default":[]}},"examples":[{"path":"models/defender","title":"ديفندر","blocks":[{"template":"lrdx-quote","fields":{"quote":"نص"},"groups":[]}]},{"path":"old-offers","title":"عروض سابقة","type":"url_redirection","to":"/offers","http_code":302}]};
const pattern23 = new RegExp("^(?!/)(?!.*//)(?!.*/$)[^\\s?#]+$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page.schema.json" */;
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
if(!(func1.call(schema47.properties, key0))){
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
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern23.test(data0)){
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*//)(?!.*/$)[^\\s?#]+$"},message:"must match pattern \""+"^(?!/)(?!.*//)(?!.*/$)[^\\s?#]+$"+"\""};
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
const err6 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/page_type",schemaPath:"#/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema47.properties.page_type.enum},message:"must be equal to one of the allowed values"};
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
const err11 = {instancePath:instancePath+"/meta_title",schemaPath:"#/properties/meta_title/type",keyword:"type",params:{type: schema47.properties.meta_title.type},message:"must be string,null"};
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
const err13 = {instancePath:instancePath+"/meta_description",schemaPath:"#/properties/meta_description/type",keyword:"type",params:{type: schema47.properties.meta_description.type},message:"must be string,null"};
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
const err15 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/type",keyword:"type",params:{type: schema47.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
let data6 = data.external_meta_image;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/external_meta_image",schemaPath:"#/properties/external_meta_image/type",keyword:"type",params:{type: schema47.properties.external_meta_image.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data6 === "string"){
if(func2(data6) > 2000){
const err18 = {instancePath:instancePath+"/external_meta_image",schemaPath:"#/properties/external_meta_image/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data7 = data.canonical_url;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: schema47.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 === "string"){
if(func2(data7) > 2000){
const err20 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(typeof data.disable_seo_tracking !== "boolean"){
const err21 = {instancePath:instancePath+"/disable_seo_tracking",schemaPath:"#/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data9 = data.type;
if(!((data9 === null) || (data9 === "url_redirection"))){
const err22 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema47.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data10 = data.to;
if((typeof data10 !== "string") && (data10 !== null)){
const err23 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: schema47.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data10 === "string"){
if(func2(data10) > 2000){
const err24 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
let data11 = data.http_code;
if(!((((((data11 === null) || (data11 === 301)) || (data11 === 302)) || (data11 === 303)) || (data11 === 307)) || (data11 === 308))){
const err25 = {instancePath:instancePath+"/http_code",schemaPath:"#/properties/http_code/enum",keyword:"enum",params:{allowedValues: schema47.properties.http_code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
let data12 = data.link_type;
if(!((((data12 === null) || (data12 === "internal")) || (data12 === "external")) || (data12 === "file"))){
const err26 = {instancePath:instancePath+"/link_type",schemaPath:"#/properties/link_type/enum",keyword:"enum",params:{allowedValues: schema47.properties.link_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data13 = data.redirect_path;
if((typeof data13 !== "string") && (data13 !== null)){
const err27 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/type",keyword:"type",params:{type: schema47.properties.redirect_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data13 === "string"){
if(func2(data13) > 2000){
const err28 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(typeof data.link_new_window !== "boolean"){
const err29 = {instancePath:instancePath+"/link_new_window",schemaPath:"#/properties/link_new_window/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
let data15 = data.blocks;
if(Array.isArray(data15)){
if(data15.length > 200){
const err30 = {instancePath:instancePath+"/blocks",schemaPath:"#/properties/blocks/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
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
const err31 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key1 in data16){
if(!(((key1 === "template") || (key1 === "fields")) || (key1 === "groups"))){
const err32 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data16.template !== undefined){
let data17 = data16.template;
if(typeof data17 === "string"){
if(!pattern22.test(data17)){
const err33 = {instancePath:instancePath+"/blocks/" + i0+"/template",schemaPath:"block-instance.schema.json/properties/template/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)+$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)+$"+"\""};
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
const err34 = {instancePath:instancePath+"/blocks/" + i0+"/template",schemaPath:"block-instance.schema.json/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
let data18 = data16.fields;
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
const err35 = {instancePath:instancePath+"/blocks/" + i0+"/fields",schemaPath:"block-instance.schema.json/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data19 = data16.groups;
if(Array.isArray(data19)){
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(!(data20 && typeof data20 == "object" && !Array.isArray(data20))){
const err36 = {instancePath:instancePath+"/blocks/" + i0+"/groups/" + i1,schemaPath:"block-instance.schema.json/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err37 = {instancePath:instancePath+"/blocks/" + i0+"/groups",schemaPath:"block-instance.schema.json/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err38 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err39 = {instancePath:instancePath+"/blocks",schemaPath:"#/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern25 = new RegExp("^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$", "u");

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/content-document.schema.json" */;
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
if(!(validate36(data0[i0], {instancePath:instancePath+"/pages/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
if(!pattern25.test(data4)){
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePage = validate36;

export const validatePageResource = validate38;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-resource.schema.json","title":"PageResource","description":"A page as the pages API serves it (JSON:API resource; the client reads data and flattens it to its attributes).","type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"page"},"attributes":{"type":"object","required":["id","path","page_type","title","blocks","metaheads"],"properties":{"id":{"type":"integer"},"path":{"type":"string"},"page_type":{"enum":["page","folder","news"]},"title":{"type":"string"},"meta_title":{"type":["string","null"]},"meta_description":{"type":["string","null"]},"image_id":{"type":["integer","null"]},"external_meta_image":{"type":["string","null"]},"canonical_url":{"type":["string","null"]},"disable_seo_tracking":{"type":"boolean"},"type":{"type":["string","null"]},"to":{"type":["string","null"]},"http_code":{"type":["integer","null"]},"link_type":{"type":["string","null"]},"redirect_path":{"type":["string","null"]},"link_new_window":{"type":"boolean"},"blocks":{"type":"array","items":{"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"block"},"attributes":{"type":"object","required":["key","fields","groups","positions","active_positions"],"properties":{"key":{"type":"string"},"fields":{"type":"object"},"groups":{"type":"array","items":{"type":"object"}},"positions":{"type":"array","items":{"$ref":"#/$defs/position"}},"active_positions":{"type":"array","items":{"$ref":"#/$defs/position"}}}}}}},"metaheads":{"type":"array","items":{"type":"object"}}}}},"$defs":{"position":{"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"position"},"attributes":{"type":"object","properties":{"page_id":{"type":"integer"},"index":{"type":"integer"}}}}}},"examples":[{"id":"1","type":"page","attributes":{"id":1,"path":"index","page_type":"page","title":"الرئيسية","blocks":[],"metaheads":[]}}]};
const schema51 = {"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"position"},"attributes":{"type":"object","properties":{"page_id":{"type":"integer"},"index":{"type":"integer"}}}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-resource.schema.json" */;
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
const err13 = {instancePath:instancePath+"/attributes/page_type",schemaPath:"#/properties/attributes/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema50.properties.attributes.properties.page_type.enum},message:"must be equal to one of the allowed values"};
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
const err15 = {instancePath:instancePath+"/attributes/meta_title",schemaPath:"#/properties/attributes/properties/meta_title/type",keyword:"type",params:{type: schema50.properties.attributes.properties.meta_title.type},message:"must be string,null"};
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
const err16 = {instancePath:instancePath+"/attributes/meta_description",schemaPath:"#/properties/attributes/properties/meta_description/type",keyword:"type",params:{type: schema50.properties.attributes.properties.meta_description.type},message:"must be string,null"};
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
const err17 = {instancePath:instancePath+"/attributes/image_id",schemaPath:"#/properties/attributes/properties/image_id/type",keyword:"type",params:{type: schema50.properties.attributes.properties.image_id.type},message:"must be integer,null"};
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
const err18 = {instancePath:instancePath+"/attributes/external_meta_image",schemaPath:"#/properties/attributes/properties/external_meta_image/type",keyword:"type",params:{type: schema50.properties.attributes.properties.external_meta_image.type},message:"must be string,null"};
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
const err19 = {instancePath:instancePath+"/attributes/canonical_url",schemaPath:"#/properties/attributes/properties/canonical_url/type",keyword:"type",params:{type: schema50.properties.attributes.properties.canonical_url.type},message:"must be string,null"};
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
const err21 = {instancePath:instancePath+"/attributes/type",schemaPath:"#/properties/attributes/properties/type/type",keyword:"type",params:{type: schema50.properties.attributes.properties.type.type},message:"must be string,null"};
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
const err22 = {instancePath:instancePath+"/attributes/to",schemaPath:"#/properties/attributes/properties/to/type",keyword:"type",params:{type: schema50.properties.attributes.properties.to.type},message:"must be string,null"};
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
const err23 = {instancePath:instancePath+"/attributes/http_code",schemaPath:"#/properties/attributes/properties/http_code/type",keyword:"type",params:{type: schema50.properties.attributes.properties.http_code.type},message:"must be integer,null"};
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
const err24 = {instancePath:instancePath+"/attributes/link_type",schemaPath:"#/properties/attributes/properties/link_type/type",keyword:"type",params:{type: schema50.properties.attributes.properties.link_type.type},message:"must be string,null"};
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
const err25 = {instancePath:instancePath+"/attributes/redirect_path",schemaPath:"#/properties/attributes/properties/redirect_path/type",keyword:"type",params:{type: schema50.properties.attributes.properties.redirect_path.type},message:"must be string,null"};
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"id":true,"type":true,"attributes":true},"dynamicProps":false,"dynamicItems":false};

export const validateSetting = validate39;

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting.schema.json" */;
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
if(!pattern25.test(data0)){
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
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSettingResource = validate40;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting-resource.schema.json","title":"SettingResource","description":"A setting as GET /settings serves it; flattened by the client to {id, key, value}.","type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"setting"},"attributes":{"type":"object","required":["key","value"],"properties":{"key":{"type":"string"},"value":{"type":"string"}}}},"examples":[{"id":"1","type":"setting","attributes":{"key":"search.popup.enabled","value":"true"}}]};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting-resource.schema.json" */;
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
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"id":true,"type":true,"attributes":true},"dynamicProps":false,"dynamicItems":false};

