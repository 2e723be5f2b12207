// Training-event texts in both languages (spread into src/locales).

export const activityZh = {
  activity: {
    title: '培训活动',
  },
};

export const activityEn: typeof activityZh = {
  activity: {
    title: 'Training & Events',
  },
};
